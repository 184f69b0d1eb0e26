/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The numbers of the LSM system calls on every architecture, and the
 * only place they are written down.  Preprocessor lines only, with no
 * include: testsuite/liblsm/syscall-numbers.test runs it through cpp once
 * per architecture and compares with the kernel series' tables (seed)
 * and Linux 6.12's (mainline).
 *
 * LSM_NR_SEED_*: this project's calls, which the series appends to every
 * table after the last 6.1 call.  LSM_NR_MAINLINE_*: Linux 6.8+.  An
 * architecture without one of the two leaves it undefined, and liblsm
 * never makes that call there.
 */
#ifndef LSM_SYSCALL_NR_H
#define LSM_SYSCALL_NR_H

#if defined(__alpha__)
/* Alpha's table runs 110 above the unified numbers. */
#define LSM_NR_SEED_BASE	561
#define LSM_NR_MAINLINE_BASE	569
#elif defined(__ia64__)
/* ia64 numbers from 1024 and left the kernel (6.7) before mainline's. */
#define LSM_NR_SEED_BASE	(1024 + 451)
#elif defined(__mips__)
/* Each MIPS ABI adds its own __NR_Linux to the unified numbers. */
#if _MIPS_SIM == _MIPS_SIM_ABI32
#define LSM_NR_MIPS_LINUX	4000
#elif _MIPS_SIM == _MIPS_SIM_ABI64
#define LSM_NR_MIPS_LINUX	5000
#elif _MIPS_SIM == _MIPS_SIM_NABI32
#define LSM_NR_MIPS_LINUX	6000
#else
#error "liblsm: unknown MIPS ABI"
#endif
#define LSM_NR_SEED_BASE	(LSM_NR_MIPS_LINUX + 451)
#define LSM_NR_MAINLINE_BASE	(LSM_NR_MIPS_LINUX + 459)
#elif defined(__x86_64__) && defined(__ILP32__)
/*
 * x32: mainline's calls take only fixed-size types and are common to
 * both 64-bit ABIs.  The series gives x32 no calls of its own (their
 * size_t and struct layout differ from x86_64's), so no seed here.
 */
#define LSM_NR_MAINLINE_BASE	(0x40000000 + 459)
#else
/* x86_64, i386, asm-generic (arm64, riscv, loongarch...), arm, powerpc,
 * s390, sparc, parisc, m68k, sh, xtensa, microblaze: unified numbers. */
#define LSM_NR_SEED_BASE	451
#define LSM_NR_MAINLINE_BASE	459
#endif

/* Seed order: get, list, set.  Mainline order: get, set, list. */
#ifdef LSM_NR_SEED_BASE
#define LSM_NR_SEED_GET_SELF_ATTR	(LSM_NR_SEED_BASE + 0)
#define LSM_NR_SEED_MODULE_LIST		(LSM_NR_SEED_BASE + 1)
#define LSM_NR_SEED_SET_SELF_ATTR	(LSM_NR_SEED_BASE + 2)
#endif
#ifdef LSM_NR_MAINLINE_BASE
#define LSM_NR_MAINLINE_GET_SELF_ATTR	(LSM_NR_MAINLINE_BASE + 0)
#define LSM_NR_MAINLINE_SET_SELF_ATTR	(LSM_NR_MAINLINE_BASE + 1)
#define LSM_NR_MAINLINE_LIST_MODULES	(LSM_NR_MAINLINE_BASE + 2)
#endif

#endif /* LSM_SYSCALL_NR_H */

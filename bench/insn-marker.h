/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The marker lsm-bench --insns executes around each measured loop, and
 * bench/insn-count.c (a QEMU plugin) recognises: a seven-byte x86 nop,
 * nopl 0x314d534c(%rax) ("LSM1" as its displacement), which no compiler
 * emits, so that the plugin needs neither a symbol nor a register.
 */
#ifndef LSM_BENCH_INSN_MARKER_H
#define LSM_BENCH_INSN_MARKER_H

#define INSN_MARKER_BYTES 0x0f, 0x1f, 0x80, 0x4c, 0x53, 0x4d, 0x31

#define INSN_MARKER_STR_(...) #__VA_ARGS__
#define INSN_MARKER_STR(...) INSN_MARKER_STR_(__VA_ARGS__)
/* For asm(): ".byte 0x0f, 0x1f, ..." */
#define INSN_MARKER_ASM ".byte " INSN_MARKER_STR(INSN_MARKER_BYTES)

#endif

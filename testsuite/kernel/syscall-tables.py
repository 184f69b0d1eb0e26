#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Check the LSM system calls' entries in every syscall table the series
touches, in a kernel tree that has the series applied: v4's calls at
451-453, with compat entry points, and the calls of Linux 6.8 at
459-461, native entry points only, as mainline wires them.  Prints TAP.

usage: syscall-tables.py TREE FILE...
  TREE  the patched tree (or the part of it syscall-tables.test extracts)
  FILE  paths, relative to TREE, that the series touches

The v4 series had two typos only another architecture would have shown
(arm64 unistd32.h naming sys_module_list, mips o32 ABI "032"); every
check here is one TAP line, so a table that is wrong names itself.
"""
import os
import re
import sys

CALLS = ["lsm_v4_get_self_attr", "lsm_v4_module_list", "lsm_v4_set_self_attr"]
MAINLINE = ["lsm_get_self_attr", "lsm_set_self_attr", "lsm_list_modules"]
# Alpha's table runs 110 above everyone else's; the rest continue from 450.
FIRST_NR = {"arch/alpha/kernel/syscalls/syscall.tbl": 561}
# Mainline's calls come 8 after v4's first: 454-458 are mainline's too.
MAINLINE_GAP = 8
# s390's tables name an entry point for each ABI, the same one here.
BOTH_COLUMNS = ("arch/s390/kernel/syscalls/syscall.tbl",
                "tools/perf/arch/s390/entry/syscalls/syscall.tbl")
# x86_64's rows are 64-bit only: x32 tasks, whose size_t and struct
# lsm_ctx differ, must get ENOSYS rather than the native entry points.
# perf's copy of the table says the same.
ABI = {"arch/x86/entry/syscalls/syscall_64.tbl": "64",
       "tools/perf/arch/x86/entry/syscalls/syscall_64.tbl": "64"}
GENERIC = "include/uapi/asm-generic/unistd.h"
ARM64_COMPAT = "arch/arm64/include/asm/unistd32.h"
ARM64_COUNT = "arch/arm64/include/asm/unistd.h"
# The neighbour whose wiring ours must copy: it takes user pointers and
# has its own compat entry point wherever the ABI needs one.
NEIGHBOUR = "epoll_pwait2"

results = []


def check(ok, what):
    results.append((bool(ok), what))


def read(tree, path):
    with open(os.path.join(tree, path), encoding="utf-8") as f:
        return f.read()


def stray_names(text):
    """Names that look like ours but are not one of the three."""
    good = set()
    for c in CALLS + MAINLINE:
        good |= {c, "sys_" + c, "compat_sys_" + c, "__NR_" + c}
    found = set(re.findall(r"\w*(?:lsm_|module_list|list_modules)\w*", text))
    return sorted(found - good)


def parse_tbl(text):
    """syscall.tbl rows: [nr, abi, name, entry, compat] (last two optional)."""
    rows = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].split()
        if len(line) >= 3 and line[0].isdigit():
            rows.append(line)
    return rows


def entry_points(tree):
    """Names defined in security/lsm_syscalls.c, as the tables spell them."""
    src = read(tree, "security/lsm_syscalls.c")
    names = set()
    for m in re.finditer(r"^(COMPAT_)?SYSCALL_DEFINE\d\((\w+),", src, re.M):
        names.add(("compat_sys_" if m.group(1) else "sys_") + m.group(2))
    return names


def table_row(rows, call, nr, abi, where):
    """The one row of call, checked for its number and ABI, or None."""
    mine = [r for r in rows if r[2] == call]
    if len(mine) != 1:
        check(False, f"{where} listed exactly once (found {len(mine)})")
        return None
    r = mine[0]
    check(int(r[0]) == nr and [x[0] for x in rows].count(r[0]) == 1,
          f"{where} is {nr}, unique (found {r[0]})")
    check(r[1] == abi, f"{where} ABI is {abi} (found {r[1]})")
    return r


def check_tbl(tree, path, defined):
    rows = parse_tbl(read(tree, path))
    abis = [r[1] for r in rows]
    # The ABI most of the table uses: common, i386, n32, n64 or o32.
    abi = ABI.get(path, max(set(abis), key=abis.count))
    neighbour = [r for r in rows if r[2] == NEIGHBOUR]
    home = [r for r in rows if r[2] == "set_mempolicy_home_node"]
    first = FIRST_NR.get(path, 451)
    check(len(home) == 1 and int(home[0][0]) == first - 1,
          f"{path}: set_mempolicy_home_node is {first - 1}, ours follow it")
    # A compat-only table (mips n32) names compat_sys_* in the entry column.
    compat_only = bool(neighbour) and neighbour[0][3].startswith("compat_sys_")
    compat_col = bool(neighbour) and len(neighbour[0]) >= 5
    check(len(neighbour) == 1, f"{path}: {NEIGHBOUR} found to copy from")
    for i, call in enumerate(CALLS):
        where = f"{path}: {call}"
        r = table_row(rows, call, first + i, abi, where)
        if not r:
            continue
        want = ("compat_sys_" if compat_only else "sys_") + call
        got = r[3] if len(r) > 3 else "(none)"
        check(got == want and got in defined,
              f"{where} entry is {want}, defined in the tree (found {got})")
        if compat_col:
            want = "compat_sys_" + call
            got = r[4] if len(r) > 4 else "(none)"
            check(got == want and got in defined,
                  f"{where} compat entry is {want}, like {NEIGHBOUR} (found {got})")
        else:
            check(len(r) == 4,
                  f"{where} has no compat column, like {NEIGHBOUR}")
    for i, call in enumerate(MAINLINE):
        where = f"{path}: {call}"
        r = table_row(rows, call, first + MAINLINE_GAP + i,
                      "common" if abi == "64" else abi, where)
        if not r:
            continue
        want = ["sys_" + call] * (2 if path in BOTH_COLUMNS else 1)
        check(r[3:] == want and want[0] in defined,
              f"{where} entry is {want[0]} alone, defined in the tree "
              f"(found {' '.join(r[3:])})")


def check_unistd(tree, path, macro, defined):
    """asm-generic/unistd.h (__SC_COMP) and arm64 unistd32.h (__SYSCALL)."""
    text = read(tree, path)
    nr_of = {m.group(1): int(m.group(2)) for m in
             re.finditer(r"^#define\s+__NR_(\w+)\s+(\d+)\s*$", text, re.M)}
    neighbour = re.search(r"^(\w+)\(__NR_%s,\s*(.*?)\)\s*$" % NEIGHBOUR,
                          text, re.M)
    check(neighbour and neighbour.group(1) == macro,
          f"{path}: {NEIGHBOUR} wired with {macro}")
    for i, call in enumerate(CALLS):
        where = f"{path}: {call}"
        defines = re.findall(r"^#define\s+__NR_%s\s" % call, text, re.M)
        check(len(defines) == 1 and nr_of.get(call) == 451 + i and
              list(nr_of.values()).count(451 + i) == 1,
              f"{where} is __NR {451 + i}, defined once, unique "
              f"(found {nr_of.get(call)}, {len(defines)} times)")
        wired = re.findall(r"^(\w+)\(__NR_%s,\s*(.*?)\)\s*$" % call, text, re.M)
        if len(wired) != 1:
            check(False, f"{where} wired exactly once (found {len(wired)})")
            continue
        how, args = wired[0]
        args = [a.strip() for a in args.split(",")]
        if macro == "__SC_COMP":
            want = ["sys_" + call, "compat_sys_" + call]
        else:
            want = ["compat_sys_" + call]
        check(how == macro and args == want and all(a in defined for a in args),
              f"{where} is {macro}({', '.join(want)}), defined in the tree "
              f"(found {how}({', '.join(args)}))")
    for i, call in enumerate(MAINLINE):
        where = f"{path}: {call}"
        nr = 451 + MAINLINE_GAP + i
        defines = re.findall(r"^#define\s+__NR_%s\s" % call, text, re.M)
        check(len(defines) == 1 and nr_of.get(call) == nr and
              list(nr_of.values()).count(nr) == 1,
              f"{where} is __NR {nr}, defined once, unique "
              f"(found {nr_of.get(call)}, {len(defines)} times)")
        wired = re.findall(r"^(\w+)\(__NR_%s,\s*(.*?)\)\s*$" % call, text, re.M)
        check(wired == [("__SYSCALL", "sys_" + call)] and
              "sys_" + call in defined,
              f"{where} is __SYSCALL(sys_{call}), defined in the tree "
              f"(found {wired})")


def check_count(tree, path, name, want):
    m = re.findall(r"^#define\s+%s\s+(\d+)\s*$" % name, read(tree, path), re.M)
    check(m == [str(want)], f"{path}: {name} is {want} (found {m})")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tree, files = sys.argv[1], sys.argv[2:]
    defined = entry_points(tree)
    for call in CALLS:
        for name in ("sys_" + call, "compat_sys_" + call):
            check(name in defined,
                  f"security/lsm_syscalls.c defines {name}")
    for call in MAINLINE:
        check("sys_" + call in defined and "compat_sys_" + call not in defined,
              f"security/lsm_syscalls.c defines sys_{call} and no compat one")
    tables = sorted(f for f in files if f.endswith(".tbl"))
    for path in tables:
        check_tbl(tree, path, defined)
    for path, macro in ((GENERIC, "__SC_COMP"), (ARM64_COMPAT, "__SYSCALL")):
        check(path in files, f"{path}: touched by the series")
        if path in files:
            check_unistd(tree, path, macro, defined)
    check_count(tree, GENERIC, "__NR_syscalls", 462)
    check_count(tree, ARM64_COUNT, "__NR_compat_syscalls", 462)
    # A table the series forgot would never show up above: every table in
    # the tree that has the last 6.1 call must have been touched.
    for dirpath, _, names in sorted(os.walk(os.path.join(tree, "arch"))):
        for n in sorted(names):
            if n.startswith("syscall") and n.endswith(".tbl"):
                path = os.path.relpath(os.path.join(dirpath, n), tree)
                if "set_mempolicy_home_node" in read(tree, path):
                    check(path in tables, f"{path}: touched by the series")
    for path in tables + [GENERIC, ARM64_COMPAT]:
        stray = stray_names(read(tree, path)) if path in files else []
        check(not stray, f"{path}: no stray names {' '.join(stray)}".rstrip())

    print(f"1..{len(results)}")
    for n, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {n} - {what}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())

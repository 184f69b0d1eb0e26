# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: every instruction boot's rows in, two runs a boot, the
# files named BOOT.insns1 and BOOT.insns2 (bench/insn-pair.awk's lines);
# out, one table of kernel instructions per call and one of user space's,
# a column a boot, and the layer line for the get path.  A cell is run
# 1's figure; where run 2 differs it follows as "(run 2: X)", and the
# closing line says how many differed.
{
	name = FILENAME
	sub(/.*\//, "", name)
	run = substr(name, length(name))
	sub(/\.insns[12]$/, "", name)
	if (!(name in seen)) { seen[name] = 1; boot[++nb] = name }
	if (!(($1) in rowseen)) { rowseen[$1] = 1; row[++nr] = $1 }
	if ($2 == "SKIP") { skip[name, $1] = 1; next }
	k[name, $1, run] = $2
	u[name, $1, run] = $3
}
function cell(v, name, r,  a, b) {
	if (skip[name, r]) return "skip"
	a = v[name, r, 1]; b = v[name, r, 2]
	if (a == "") return "-"
	if (b == "") { missing++; return a " (no run 2)" }
	if (a != b) { differ++; return a " (run 2: " b ")" }
	return a
}
function table(title, v,  b, r) {
	print title
	printf "%-20s", "operation"
	for (b = 1; b <= nb; b++) printf " %24s", boot[b]
	print ""
	for (r = 1; r <= nr; r++) {
		printf "%-20s", row[r]
		for (b = 1; b <= nb; b++) printf " %24s", cell(v, boot[b], row[r])
		print ""
	}
	print ""
}
END {
	table("kernel instructions per call (guest, -icount, TCG plugin bench/insn-count.so)", k)
	table("user instructions per call (the loop, libc, liblsm or the library named)", u)
	print "the get path's layer, kernel instructions of get_self_attr_raw above null:"
	for (b = 1; b <= nb; b++) {
		x = k[boot[b], "get_self_attr_raw", 1]; y = k[boot[b], "null", 1]
		if (x != "" && y != "")
			printf "  %-28s %10.1f\n", boot[b], x - y
	}
	printf "runs: 2 a boot; cells differing between them: %d; missing run 2: %d\n",
		differ, missing
}

# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: where one instruction boot's kernel instructions go.
# In: the kernel's System.map, the plugin's counts with profile=on
# ("mark N ..." and "block N ADDR COUNT", bench/insn-count.c), what
# lsm-bench --insns printed; -v rows="ROW ..." names the rows wanted.
# Out: "ROW FUNCTION INSNS-PER-CALL" for each kernel function that ran in
# the row's loop, a block counted to the symbol at or below its address.
# Addresses compare as strings: every kernel address is 16 lowercase hex
# digits, more than awk's numbers hold exactly.
FILENAME == ARGV[1] {
	if ($2 ~ /^[tTwW]$/ && length($1) == 16) { addr[++ns] = $1; sym[ns] = $3 }
	if ($3 == "_etext") etext = $1
	next
}
# A block outside the kernel's text (a module, BPF) is named by address.
FILENAME == ARGV[2] {
	if ($1 == "block") { nb[$2]++; blk[$2, nb[$2]] = $3 " " $4 }
	next
}
function lookup(a,  lo, hi, mid) {
	if (length(a) != 16 || !ns || a < addr[1] || etext != "" && a >= etext)
		return "?" a
	lo = 1; hi = ns
	while (lo < hi) {
		mid = int((lo + hi + 1) / 2)
		if (addr[mid] <= a) lo = mid; else hi = mid - 1
	}
	return sym[lo]
}
BEGIN { n = split(rows, r, " "); for (i = 1; i <= n; i++) want[r[i]] = 1 }
$1 != "insns" || $3 == "SKIP" { next }
{
	m += 2
	if (!want[$2] || $3 !~ /^[0-9]+$/) next
	for (i = 1; i <= nb[m]; i++) {
		split(blk[m, i], f, " ")
		per[$2 " " lookup(f[1])] += f[2] / $3
	}
}
END { for (k in per) printf "%s %.1f\n", k, per[k] }

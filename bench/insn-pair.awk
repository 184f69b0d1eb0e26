# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: one instruction boot's two files in, the plugin's
# counts (bench/insn-count.c: "mark N user U kernel K") first, then what
# lsm-bench --insns printed ("insns ROW CALLS", or "insns ROW SKIP|FAIL
# ..."); out, a line per row: "ROW KERNEL USER" (instructions per call,
# one decimal) or "ROW SKIP REASON".  Each row with CALLS or FAIL ran
# between two markers, in order; a count that does not pair up, or no
# row at all, is an error (exit 1), never a figure.
FILENAME == ARGV[1] {
	if ($1 == "mark") { user[++marks] = $4; kernel[marks] = $6 }
	next
}
$1 != "insns" { next }
{ rows++ }
$3 == "SKIP" { printf "%s SKIP", $2; for (i = 4; i <= NF; i++) printf " %s", $i; print ""; next }
{
	m += 2
	if (m > marks) { bad = "more rows than marker pairs"; exit 1 }
	if ($3 == "FAIL") { printf "%s SKIP failed in the measured loop (%s)\n", $2, $0; next }
	if ($3 !~ /^[0-9]+$/ || $3 == 0) { bad = "bad line: " $0; exit 1 }
	printf "%s %.1f %.1f\n", $2, (kernel[m] - kernel[m - 1]) / $3,
		(user[m] - user[m - 1]) / $3
}
END {
	if (!bad && !rows) bad = "no rows from lsm-bench --insns"
	if (!bad && m != marks) bad = marks " markers for " m / 2 " rows"
	if (bad) { print "insn-pair: " bad > "/dev/stderr"; exit 1 }
}

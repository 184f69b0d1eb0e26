# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: every boot's table in (one file per boot, named
# BOOT.table); one table of medians and one of ratios out, a column a boot.
function ok(v, target,  t) {
	split(target, t, " ")
	return t[1] == "<=" ? v + 0 <= t[2] + 0 : v + 0 >= t[2] + 0
}
function known(v) { return v != "" && v != "-" }
function boot_index(name,  c) {
	for (c = 1; c <= nb; c++) if (boot[c] == name) return c
	return 0
}
# The boot with the same lsm= list as ours-X (boot b) under another name.
function peer_of(b, prefix,  name) {
	name = boot[b]
	sub(/^ours/, prefix, name)
	return boot_index(name)
}
# The per-call ratios of boot b next to those of boot pb, judged if asked.
function compare(b, pb, judge,  n, k, keys, x, y) {
	n = split("get_raw/null get/null", keys, " ")
	for (k = 1; k <= n; k++) {
		x = rval[b, keys[k]]; y = rval[pb, keys[k]]
		if (!known(x) || !known(y)) continue
		printf "%-12s %-14s %6.2f vs %-20s %6.2f", keys[k],
			boot[b], x, boot[pb], y
		if (judge) printf ": %s", x + 0 <= y + 0 ? "ok" : "MISS"
		printf "\n"
	}
}
FNR == 1 {
	boot[++nb] = FILENAME
	sub(/.*\//, "", boot[nb])
	sub(/\.table$/, "", boot[nb])
}
$1 == "ratio" {
	if (!($2 in rseen)) { rseen[$2] = 1; rorder[++nr] = $2 }
	rval[nb, $2] = $3
	tgt[$2] = $0
	sub(/.*\(target /, "", tgt[$2])
	sub(/\)$/, "", tgt[$2])
	next
}
$1 == "lsm-bench:" || $1 == "operation" || $1 == "status" || NF < 2 { next }
{
	if (!($1 in oseen)) { oseen[$1] = 1; oorder[++no] = $1 }
	med[nb, $1] = $2
	cell[nb, $1] = $2 == "SKIP" ? "SKIP" : sprintf("%.0f [%.0f-%.0f]", $2, $3, $4)
}
END {
	printf "ns per call, median [fastest-slowest round]:\n%-18s", "operation"
	for (b = 1; b <= nb; b++) printf " %22s", boot[b]
	printf "\n"
	for (o = 1; o <= no; o++) {
		printf "%-18s", oorder[o]
		for (b = 1; b <= nb; b++) {
			c = (b, oorder[o]) in cell ? cell[b, oorder[o]] : "-"
			printf " %22s", c
		}
		printf "\n"
	}
	printf "\nratios of medians, each measured within one boot:\n"
	printf "%-27s %-7s", "ratio", "target"
	for (b = 1; b <= nb; b++) printf " %20s", boot[b]
	printf "\n"
	for (r = 1; r <= nr; r++) {
		name = rorder[r]
		printf "%-27s %-7s", name, tgt[name]
		for (b = 1; b <= nb; b++) {
			v = rval[b, name]
			if (!known(v)) printf " %20s", "-"
			else printf " %20s", v (ok(v, tgt[name]) ? " ok" : " MISS")
		}
		printf "\n"
	}
	# Ours against the stock kernel booted with the same lsm= list
	# where there is one, else against Debian's default list.  The
	# ratios divide by each kernel's own null call, and Debian's entry
	# path costs twice ours even with mitigations=off: what is judged
	# is the get call's cost above its boot's null call, the entry
	# subtracted rather than divided by.
	printf "\nagainst the stock kernel (ratios shown, not judged;"
	printf " target: get_raw-null no more than stock's):\n"
	for (b = 1; b <= nb; b++) {
		if (boot[b] !~ /^ours/) continue
		pb = peer_of(b, "stock-6.12")
		if (!pb) pb = boot_index("stock-6.12")
		if (!pb) continue
		compare(b, pb, 0)
		printf "%-12s %-14s %6.0f vs %-20s %6.0f ns\n", "get_raw",
			boot[b], med[b, "get_self_attr_raw"], boot[pb],
			med[pb, "get_self_attr_raw"]
		if (!known(med[b, "null"]) || !known(med[pb, "null"]))
			continue
		x = med[b, "get_self_attr_raw"] - med[b, "null"]
		y = med[pb, "get_self_attr_raw"] - med[pb, "null"]
		printf "%-12s %-14s %6.0f vs %-20s %6.0f ns: %s\n",
			"get_raw-null", boot[b], x, boot[pb], y,
			x <= y ? "ok" : "MISS"
	}
	# With -c: this build of the series against the base build.
	for (b = 1; b <= nb; b++) {
		if (boot[b] !~ /^ours/ || !(pb = peer_of(b, "base"))) continue
		if (!shown++) printf "\nagainst the base build (-c):\n"
		compare(b, pb, 0)
	}
}

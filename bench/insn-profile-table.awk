# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: the profiles of several instruction boots in, one file
# each named BOOT.profile (bench/insn-profile.awk's lines); out, for each
# row, the kernel functions by instructions per call, a column a boot,
# the largest first, those under 1 per call in every boot left out.
{
	name = FILENAME
	sub(/.*\//, "", name)
	sub(/\.profile$/, "", name)
	if (!(name in seen)) { seen[name] = 1; boot[++nb] = name }
	if (!(($1) in rowseen)) { rowseen[$1] = 1; row[++nr] = $1 }
	key = $1 SUBSEP $2
	if (!(key in fseen)) { fseen[key] = 1; fn[$1, ++nf[$1]] = $2 }
	v[name, $1, $2] = $3
	if ($3 + 0 > top[key]) top[key] = $3 + 0
}
END {
	for (r = 1; r <= nr; r++) {
		printf "%s: kernel instructions per call by function\n", row[r]
		printf "  %-40s", "function"
		for (b = 1; b <= nb; b++) printf " %22s", boot[b]
		print ""
		# Selection sort by the largest figure: a few dozen lines.
		n = nf[row[r]]
		for (i = 1; i <= n; i++) order[i] = fn[row[r], i]
		for (i = 1; i <= n; i++)
			for (j = i + 1; j <= n; j++)
				if (top[row[r] SUBSEP order[j]] > top[row[r] SUBSEP order[i]]) {
					t = order[i]; order[i] = order[j]; order[j] = t
				}
		for (i = 1; i <= n; i++) {
			if (top[row[r] SUBSEP order[i]] < 1) break
			printf "  %-40s", order[i]
			for (b = 1; b <= nb; b++) {
				x = v[boot[b], row[r], order[i]]
				printf " %22s", x == "" ? "-" : x
			}
			print ""
		}
		print ""
	}
}

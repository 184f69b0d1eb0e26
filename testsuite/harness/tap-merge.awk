# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/harness/tap-merge's program: a framed guest serial log in, TAP out.
# Loaded after testsuite/harness/skip-list.awk, which judges the skips.
# Variables: name, the prefix of every result; skips, the boot's list of
# expected skips (see testsuite/harness/tap-merge; empty: skips are not judged);
# filter, the arguments the boot ran its programs with (commas for
# spaces; empty: none), so a listed case that did not run is no error,
# a program that ran nothing fails and each "-r CASE" must have run.
BEGIN {
	partial = filter != ""
	nf = split(filter, fargs, ",")
	for (i = 1; i < nf; i++)
		if (fargs[i] == "-r")
			wanted[fargs[i + 1]] = 0
}
function result(ok, desc,    w, at, after) {
	for (w in wanted) {
		at = index(desc, ": " w)
		after = at ? substr(desc, at + length(w) + 2, 1) : "x"
		if (after == "" || after == " ")
			wanted[w] = 1
	}
	jdesc = desc
	if (skips != "")
		ok = judge(ok, desc)
	n++
	print (ok ? "ok " : "not ok ") n " " name ": " jdesc
	if (!ok && jdesc !~ /# [Tt][Oo][Dd][Oo]/)
		bad++
}
function base(path) { sub(/.*\//, "", path); return path }
# A program is named by its path under /tests, as its image lists it.
function progname(path) { sub(/^\/tests\//, "", path); return path }
# Kernel lines on the console are not the programs to judge, so the
# hit list is checked against every line, wherever it sits.
function check_hit(line) {
	sub(/^\[ *[0-9.]+\] /, "", line)
	if (line ~ /BUG:|WARNING:|Oops|KASAN|kmemleak: [0-9]+ new suspected|unreferenced object|Kernel panic|general protection fault|UBSAN:/ &&
	    !(line in seen)) {
		seen[line] = 1
		hits[++nhits] = line
	}
}
{
	# Firmware and the kernel leave terminal escapes on the console.
	gsub(/\033(\[[0-9;?]*[A-Za-z]|.)|\r/, "")
	tail[NR % 40] = $0
}
/^LSMTEST-DMESG-BEGIN/ { indmesg = 1; next }
/^LSMTEST-DMESG-END/ { indmesg = 0; next }
indmesg { check_hit($0); next }
{ check_hit($0) }
/^LSMTEST-BEGIN / {
	prog = progname($2)
	plan = -1
	ran = 0
	planskip = ""
	runcase = ""
	progs[prog] = 1
	next
}
/^LSMTEST-END / {
	st = $3
	# A shell test (testsuite/harness/tap.sh) says "1..0 # SKIP why" and exits
	# 0: a skip like exit status 4's, judged against the list.
	if (st == 0 && plan == 0 && planskip != "")
		st = 4
	if (st == 0 && plan >= 0 && ran != plan)
		result(0, prog " exit status 0 but planned " plan " and ran " ran)
	else if (st == 0 && partial && plan == 0)
		result(0, prog " exit status 0 but its filter ran no case")
	else if (st == 0)
		result(1, prog " exit status 0")
	else if (st == 4)
		result(1, prog " # SKIP " (planskip != "" ? planskip : "skipped all its tests"))
	else if (st == 124)
		result(0, prog " exit status 124 (killed: timed out)")
	else
		result(0, prog " exit status " st)
	prog = ""
	next
}
/^LSMTEST-DONE / { done = 1; next }
prog == "" {
	if (/^# /) print "# " name ": " substr($0, 3)
	next
}
{
	line = $0
	indented = line ~ /^[ \t]/
	sub(/^[ \t]+/, "", line)
	if (match(line, /^(not )?ok( [0-9]+)?( - | |$)/)) {
		ok = line !~ /^not/
		desc = substr(line, RLENGTH + 1)
		# The 6.1 harness names a skipped case only in its RUN line.
		if (desc ~ /^# [Ss][Kk][Ii][Pp]/ && runcase != "")
			desc = runcase " " desc
		result(ok, prog ": " desc)
		if (!indented) ran++
	} else if (line ~ /^1\.\.[0-9]+/) {
		if (!indented) plan = substr(line, 4) + 0
		if (!indented && match(line, /# [Ss][Kk][Ii][Pp][ \t]*/))
			planskip = substr(line, RSTART + RLENGTH)
	} else if (line ~ /^Bail out!/) {
		result(0, prog ": " line)
	} else if (line ~ /^#/) {
		if (match(line, /^# +RUN +/)) {
			runcase = substr(line, RLENGTH + 1)
			sub(/ .*/, "", runcase)
		}
		print line
	} else if (line != "") {
		print "# " line
	}
}
# unseen(): each pattern that matched no skip fails the boot, unless its
# program did not run here, or ran with a filter (partial).
function unseen(    i, p, ran) {
	for (i = 1; i <= npat; i++) {
		if (matched[i])
			continue
		ran = 0
		for (p in progs)
			if (p ~ pprog[i])
				ran = 1
		if (ran && !partial)
			stale(i)
	}
}
END {
	if (broken)
		exit 2
	if (prog != "")
		result(0, prog " did not finish")
	if (done) {
		result(1, "boot reached the test runner")
	} else {
		result(0, "boot reached the test runner")
		for (i = NR - 39; i <= NR; i++)
			if (i > 0) print "# " tail[i % 40]
	}
	for (i = 1; i <= nhits; i++) print "# " hits[i]
	result(nhits == 0, "kernel log clean")
	for (w in wanted)
		result(wanted[w], "the filter's case " w " ran")
	unseen()
	print "1.." n
	exit bad > 0
}

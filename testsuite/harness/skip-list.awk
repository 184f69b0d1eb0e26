# SPDX-License-Identifier: GPL-2.0-or-later
# Lists of expected skips, for testsuite/harness/tap-merge (boots) and
# testsuite/harness/tap-skips (host tests); the format is in testsuite/harness/tap-merge.
# The caller sets skips (the list's path; listname, if set, names it in
# messages) and defines base(path) and
# result(ok, desc), which calls judge() when skips is set.
# judge(ok, desc): a skip must match a pattern of the list, and a case
# that matches a pattern must skip.  Sets jdesc, the line to print.
function judge(ok, desc,    c, i, skipped, reason) {
	jdesc = desc
	c = desc
	skipped = match(c, / # [Ss][Kk][Ii][Pp]([ \t]|$)/)
	if (skipped) {
		reason = substr(c, RSTART + RLENGTH)
		c = substr(c, 1, RSTART - 1)
	}
	for (i = 1; i <= npat; i++)
		if (c ~ pat[i])
			break
	if (i > npat) {
		if (!skipped)
			return ok
		jdesc = c ": skipped, and " (listname != "" ? listname : base(skips)) \
			" does not expect it (" reason ")"
		return 0
	}
	if (!skipped) {
		jdesc = desc " (" where[i] " expects a skip here: the list is stale)"
		return 0
	}
	matched[i]++
	jdesc = desc " (expected: " where[i] ")"
	return ok
}
# glob(g): a list pattern as an anchored regular expression; * is any text.
function glob(g,    r, ch, i) {
	r = "^"
	for (i = 1; i <= length(g); i++) {
		ch = substr(g, i, 1)
		if (ch == "*")
			r = r ".*"
		else if (index("\\^$.[]|()+?{}/", ch))
			r = r "\\" ch
		else
			r = r ch
	}
	return r "$"
}
# load(file): "PATTERN<tab>REASON[<tab>if COMMAND]" lines, a pattern
# expected only where sh -c COMMAND succeeds; "include FILE" beside it.
function load(file,    line, dir, f, nl, t) {
	dir = file
	if (!sub(/\/[^\/]*$/, "/", dir))
		dir = ""
	while ((t = getline line < file) > 0) {
		nl++
		if (line ~ /^[ \t]*(#|$)/)
			continue
		if (line ~ /^include /) {
			load(dir substr(line, 9))
			continue
		}
		f = index(line, "\t")
		if (f > 1 && match(line, /\tif [^\t]+$/)) {
			if (system("(" substr(line, RSTART + 4) ") >/dev/null 2>&1"))
				continue
			line = substr(line, 1, RSTART - 1)
		}
		if (f < 2 || f == length(line)) {
			print "Bail out! " base(file) ":" nl ": want PATTERN<tab>REASON"
			broken = 1
			exit 2
		}
		npat++
		pat[npat] = glob(substr(line, 1, f - 1))
		where[npat] = base(file) ":" nl
		pprog[npat] = substr(line, 1, f - 1)
		sub(/[: ].*/, "", pprog[npat])
		pprog[npat] = glob(pprog[npat])
	}
	if (t < 0) {
		print "Bail out! cannot read " base(file)
		broken = 1
		exit 2
	}
	close(file)
}
# stale(i): the failure for pattern i, which matched no skip.
function stale(i) {
	result(0, where[i] ": an expected skip that did not happen: the list is stale")
}
BEGIN { if (skips != "") load(skips) }

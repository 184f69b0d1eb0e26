# SPDX-License-Identifier: GPL-2.0-or-later
# bench/run-bench: one boot's serial log in; its table (ns per call,
# ratios, the program's exit status) to the file table, its JSON to json.
/^LSMTEST-BEGIN \/bench\/run/ { inb = 1; next }
/^LSMTEST-END \/bench\/run/ { inb = 0; print "status " $3 >table; next }
!inb { next }
/^LSMBENCH-JSON-BEGIN/ { inj = 1; next }
/^LSMBENCH-JSON-END/ { inj = 0; next }
inj { print >json; next }
/^$/ { next }
{ print >table }

# SPDX-License-Identifier: GPL-2.0-or-later
# The test guest's AppArmor policy (testsuite/apparmor/build-policy compiles it on
# the host).  No profile attaches to a path: a task enters one only by a
# transition it asks for, so the other guest tests run unconfined.  Each
# profile denies one file of its own under /tmp/lsmtest/, which shows
# which profile is in force.
abi <abi/3.0>,

profile lsmtest_enforce {
  file,
  capability,
  signal,
  network,
  unix,
  deny /tmp/lsmtest/denied-enforce rw,
  change_profile -> lsmtest_enforce//child,
  change_profile -> lsmtest_other,
  # Stacking is checked as a change to "&lsmtest_other".
  change_profile -> &lsmtest_other,

  ^hat_a {
    file,
    capability,
    signal,
    deny /tmp/lsmtest/denied-hat_a rw,
  }

  ^hat_b {
    file,
    capability,
    signal,
    deny /tmp/lsmtest/denied-hat_b rw,
  }

  profile child {
    file,
    capability,
    signal,
    deny /tmp/lsmtest/denied-child rw,
  }
}

# The target of an exec transition ("exec lsmtest_exec").
profile lsmtest_exec {
  file,
  capability,
  signal,
  deny /tmp/lsmtest/denied-exec rw,
}

# Stacked on top of lsmtest_enforce ("stack lsmtest_other").
profile lsmtest_other {
  file,
  capability,
  signal,
  deny /tmp/lsmtest/denied-other rw,
}

# Complain mode: what it does not allow is logged, not refused.
profile lsmtest_complain flags=(complain) {
  /tmp/lsmtest/allowed-complain r,
}

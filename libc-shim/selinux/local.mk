# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the SELinux adapter, liblsm-selinux
# (libc-shim/selinux/); its tests are testsuite/selinux/local.mk's.
# libselinux 3.4's getcon() and friends on the LSM calls, under libselinux's
# version node.  liblsm's objects are linked in, hidden by the version
# script: preloading then needs this one file, which no installed liblsm
# has to match, and a program's own liblsm cannot clash with it.
# Installed outside the linker's path and shared only, with no .a and no
# .la: LD_PRELOAD=$(libdir)/liblsm-selinux/liblsm-selinux.so.  "exec" in
# the folder's name makes it part of install-exec, like lib_LTLIBRARIES.
lsmselinuxexecdir = $(libdir)/liblsm-selinux
lsmselinuxexec_LTLIBRARIES = libc-shim/selinux/liblsm-selinux.la
LSM_SELINUX_CFLAGS = $(AM_CFLAGS)
libc_shim_selinux_liblsm_selinux_la_SOURCES = \
	libc-shim/selinux/liblsm-selinux.c
libc_shim_selinux_liblsm_selinux_la_LIBADD = $(LIBLSM_OBJECTS)
libc_shim_selinux_liblsm_selinux_la_CFLAGS = $(LSM_SELINUX_CFLAGS) \
	-fvisibility=hidden
# No version in the file name: LD_PRELOAD=.../liblsm-selinux.so.
libc_shim_selinux_liblsm_selinux_la_LDFLAGS = -avoid-version -shared \
	-Wl,-z,defs \
	-Wl,--version-script=$(srcdir)/libc-shim/selinux/libselinux-adapter.sym
EXTRA_libc_shim_selinux_liblsm_selinux_la_DEPENDENCIES = \
	libc-shim/selinux/libselinux-adapter.sym
dist_man3_MANS += libc-shim/selinux/liblsm-selinux.3
# libtool installs the .la beside the .so; nothing links against it, so it
# goes, and the .so (which libtool finds through the .la) goes by hand.
install-exec-hook:
	rm -f '$(DESTDIR)$(lsmselinuxexecdir)/liblsm-selinux.la'
uninstall-hook:
	rm -f '$(DESTDIR)$(lsmselinuxexecdir)/liblsm-selinux.so'
EXTRA_DIST += libc-shim/selinux/libselinux-adapter.sym

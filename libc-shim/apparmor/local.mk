# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: AppArmor: liblsm-apparmor (libc-shim/apparmor/);
# its tests are testsuite/apparmor/local.mk's.
# libapparmor 3.0.8's process calls on the LSM calls, built and installed
# as liblsm-selinux is: liblsm linked in and hidden by the version
# script, which exports libapparmor's own nodes; shared only, outside
# the linker's path: LD_PRELOAD=$(libdir)/liblsm-apparmor/liblsm-apparmor.so.
lsmapparmorexecdir = $(libdir)/liblsm-apparmor
lsmapparmorexec_LTLIBRARIES = libc-shim/apparmor/liblsm-apparmor.la
libc_shim_apparmor_liblsm_apparmor_la_SOURCES = \
	libc-shim/apparmor/liblsm-apparmor.c
libc_shim_apparmor_liblsm_apparmor_la_LIBADD = $(LIBLSM_OBJECTS)
libc_shim_apparmor_liblsm_apparmor_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
libc_shim_apparmor_liblsm_apparmor_la_LDFLAGS = -avoid-version -shared \
	-Wl,-z,defs -ldl \
	-Wl,--version-script=$(srcdir)/libc-shim/apparmor/libapparmor-adapter.sym
EXTRA_libc_shim_apparmor_liblsm_apparmor_la_DEPENDENCIES = \
	libc-shim/apparmor/libapparmor-adapter.sym
dist_man3_MANS += libc-shim/apparmor/liblsm-apparmor.3
install-exec-hook: install-exec-apparmor
install-exec-apparmor:
	rm -f '$(DESTDIR)$(lsmapparmorexecdir)/liblsm-apparmor.la'
uninstall-hook: uninstall-apparmor
uninstall-apparmor:
	rm -f '$(DESTDIR)$(lsmapparmorexecdir)/liblsm-apparmor.so'
.PHONY: install-exec-apparmor uninstall-apparmor
EXTRA_DIST += libc-shim/apparmor/libapparmor-adapter.sym

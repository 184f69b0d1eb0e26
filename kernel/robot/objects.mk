# SPDX-License-Identifier: GPL-2.0-or-later
# kernel/robot/run's question to kbuild: which objects and subfolders a
# folder builds under a configuration.  Reads the folder's Kbuild (or
# Makefile) as kbuild would, with the configuration's auto.conf, and
# prints its obj-y and the parts of each composite object in it.
# usage: make -s -f objects.mk srctree=SRC objtree=OBJ dir=DIR [BITS=64]
include $(objtree)/include/config/auto.conf
src := $(dir)
obj := $(dir)
include $(firstword $(wildcard $(srctree)/$(dir)/Kbuild) $(srctree)/$(dir)/Makefile)
# After the include: the folder's own first rule must not be the goal.
.DEFAULT_GOAL := robot-objects
robot-objects:
	@echo $(obj-y) $(foreach o,$(filter %.o,$(obj-y)),$($(o:.o=-y)) $($(o:.o=-objs)))

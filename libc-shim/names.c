// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The only tables of LSM ids and attributes in liblsm: names, which
 * attributes each module uses, and the mainline (6.8+) numbers.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct lsm_module {
	unsigned int id;
	const char *name;
	unsigned int attrs_used;
	uint64_t mainline_id;
};

static const struct lsm_module modules[] = {
	{ LSM_ID_CAPABILITY, "capability", 0, 100 },
	{ LSM_ID_SELINUX, "selinux", LSM_ATTR_ALL, 101 },
	{ LSM_ID_SMACK, "smack", LSM_ATTR_CURRENT, 102 },
	{ LSM_ID_TOMOYO, "tomoyo", 0, 103 },
	{ LSM_ID_IMA, "ima", 0, 111 },
	{ LSM_ID_APPARMOR, "apparmor",
	  LSM_ATTR_CURRENT | LSM_ATTR_EXEC | LSM_ATTR_PREV, 104 },
	{ LSM_ID_YAMA, "yama", 0, 105 },
	{ LSM_ID_LOADPIN, "loadpin", 0, 106 },
	{ LSM_ID_SAFESETID, "safesetid", 0, 107 },
	{ LSM_ID_LOCKDOWN, "lockdown", 0, 108 },
	{ LSM_ID_BPF, "bpf", 0, 109 },
	{ LSM_ID_LANDLOCK, "landlock", 0, 110 },
	{ LSM_ID_EVM, "evm", 0, 112 },
	{ LSM_ID_IPE, "ipe", 0, 113 },
};

#define NMODULES (sizeof(modules) / sizeof(modules[0]))

struct lsm_attr {
	unsigned int bit;
	const char *name;
	unsigned int mainline;
};

static const struct lsm_attr attrs[] = {
	{ LSM_ATTR_CURRENT, "current", 100 },
	{ LSM_ATTR_EXEC, "exec", 101 },
	{ LSM_ATTR_FSCREATE, "fscreate", 102 },
	{ LSM_ATTR_KEYCREATE, "keycreate", 103 },
	{ LSM_ATTR_PREV, "prev", 104 },
	{ LSM_ATTR_SOCKCREATE, "sockcreate", 105 },
};

#define NATTRS (sizeof(attrs) / sizeof(attrs[0]))

/* The table is in id order from LSM_ID_CAPABILITY: no search. */
static const struct lsm_module *module_by_id(unsigned int id)
{
	const struct lsm_module *m;

	if (id < LSM_ID_CAPABILITY || id - LSM_ID_CAPABILITY >= NMODULES)
		return NULL;
	m = &modules[id - LSM_ID_CAPABILITY];
	return m->id == id ? m : NULL;
}

static const struct lsm_attr *attr_by_bit(uint64_t bit)
{
	size_t i;

	for (i = 0; i < NATTRS; i++)
		if (attrs[i].bit == bit)
			return &attrs[i];
	return NULL;
}

LSM_EXPORT const char *lsm_id_to_name(unsigned int id)
{
	const struct lsm_module *m = module_by_id(id);

	return m ? m->name : NULL;
}

LSM_EXPORT unsigned int lsm_name_to_id(const char *name)
{
	size_t i;

	for (i = 0; name && i < NMODULES; i++)
		if (!strcmp(modules[i].name, name))
			return modules[i].id;
	return 0;
}

LSM_EXPORT const char *lsm_attr_to_name(unsigned int attr)
{
	const struct lsm_attr *a = attr_by_bit(attr);

	return a ? a->name : NULL;
}

LSM_EXPORT unsigned int lsm_name_to_attr(const char *name)
{
	size_t i;

	for (i = 0; name && i < NATTRS; i++)
		if (!strcmp(attrs[i].name, name))
			return attrs[i].bit;
	return 0;
}

int lsm_attr_valid(uint64_t attr)
{
	return attr_by_bit(attr) != NULL;
}

unsigned int lsm_attrs_used(unsigned int id)
{
	const struct lsm_module *m = module_by_id(id);

	return m ? m->attrs_used : 0;
}

unsigned int lsm_id_from_mainline(uint64_t id)
{
	const struct lsm_module *m;
	size_t i;

	/*
	 * Most modules have the same number in both tables, and mainline
	 * moved ima to the end, so those after it are one lower there:
	 * two looks find all but ima.
	 */
	for (i = 0; i < 2 && id < UINT32_MAX; i++) {
		m = module_by_id((unsigned int)(id + i));
		if (m && m->mainline_id == id)
			return m->id;
	}
	for (i = 0; i < NMODULES; i++)
		if (modules[i].mainline_id == id)
			return modules[i].id;
	/* Modules newer than this table keep their number. */
	return id > UINT32_MAX ? 0 : (unsigned int)id;
}

uint64_t lsm_id_to_mainline(unsigned int id)
{
	const struct lsm_module *m = module_by_id(id);

	return m ? m->mainline_id : id;
}

unsigned int lsm_attr_to_mainline(unsigned int attr)
{
	const struct lsm_attr *a = attr_by_bit(attr);

	return a ? a->mainline : 0;
}

/* Frees what lsm_module_names() and lsm_fallback_names() return. */
LSM_EXPORT void lsm_free_names(char **names)
{
	char **p;

	for (p = names; p && *p; p++)
		free(*p);
	free(names);
}

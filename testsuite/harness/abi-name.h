/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The name the tests and the benchmark print for each lsm_abi() answer. */
#ifndef LSM_TEST_ABI_NAME_H
#define LSM_TEST_ABI_NAME_H

#include "lsm.h"

static inline const char *lsm_abi_name(enum lsm_abi abi)
{
	switch (abi) {
	case LSM_ABI_SEED:
		return "seed";
	case LSM_ABI_MAINLINE:
		return "mainline";
	default:
		return "none";
	}
}

#endif /* LSM_TEST_ABI_NAME_H */

// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A kselftest harness program for testsuite/kernel/harness-filter.test:
 * two plain tests and a fixture with two variants and two tests, built
 * against the series' tools/testing/selftests/kselftest_harness.h.
 */
#include "kselftest_harness.h"

TEST(alpha)
{
}

TEST(beta)
{
}

FIXTURE(fx)
{
	int value;
};

FIXTURE_VARIANT(fx)
{
	int value;
};

FIXTURE_VARIANT_ADD(fx, one)
{
	.value = 1,
};

FIXTURE_VARIANT_ADD(fx, two)
{
	.value = 2,
};

FIXTURE_SETUP(fx)
{
	self->value = variant->value;
}

FIXTURE_TEARDOWN(fx)
{
}

TEST_F(fx, gamma)
{
	ASSERT_EQ(variant->value, self->value);
}

TEST_F(fx, delta)
{
}

TEST_HARNESS_MAIN

// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for the catalog's sysfs aliases (events_gen.c of
 * xpmu_uncore, aliases_gen.c of xpmu_uncore_catalog): every unit type's
 * catalog has its catalog=1 aliases in the catalog's module, and every
 * alias takes its module's one lockdep class, the shared key of
 * xpmu/alias.h (which says why), and none its attribute's own.
 */

#include <kunit/test.h>

#include "aliases.h"
#include "catalog.h"

struct catalog_case {
	const char *name;
	const struct xpmu_unc_catalog *cat;
};

static const struct catalog_case catalog_cases[] = {
#define XPMU_UNIT(...)
#define XPMU_UNIT_CAT(stem, ...)					\
	{ #stem, &xpmu_unc_catalog_##stem },
#include <xpmu/uncore/units.def>
};

static void catalog_case_desc(const struct catalog_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(catalog, catalog_cases, catalog_case_desc);

#ifdef CONFIG_DEBUG_LOCK_ALLOC
/* Every attribute of @attrs has key @key; returns how many there are. */
static unsigned int expect_key(struct kunit *test, struct attribute **attrs,
			       const struct lock_class_key *key)
{
	unsigned int n;

	for (n = 0; attrs && attrs[n]; n++) {
		KUNIT_EXPECT_PTR_EQ_MSG(test, attrs[n]->key, key, "%s",
					attrs[n]->name);
		KUNIT_EXPECT_PTR_NE_MSG(test, attrs[n]->key, &attrs[n]->skey,
					"%s", attrs[n]->name);
	}
	return n;
}
#endif

/* The two generated files name the same unit types. */
static void catalog_has_its_aliases(struct kunit *test)
{
	const struct catalog_case *c = test->param_value;
	const struct xpmu_unc_aliases *a = xpmu_unc_aliases_of(c->cat->stem);

	KUNIT_EXPECT_STREQ(test, c->cat->stem, c->name);
	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_EXPECT_STREQ(test, a->stem, c->name);
	KUNIT_EXPECT_STREQ(test, a->events.name, "events");
	KUNIT_EXPECT_NOT_NULL(test, a->events.attrs[0]);
}

static void catalog_aliases_share_one_class(struct kunit *test)
{
#ifdef CONFIG_DEBUG_LOCK_ALLOC
	const struct catalog_case *c = test->param_value;
	const struct xpmu_unc_aliases *a = xpmu_unc_aliases_of(c->cat->stem);
	/* Each module's first alias: every other of that module's must match. */
	const struct lock_class_key *key =
		xpmu_unc_aliases_of("cha")->events.attrs[0]->key;
	const struct lock_class_key *base_key =
		xpmu_unc_catalog_imc.base.attrs[0]->key;
	const struct attribute_group **u;
	unsigned int n;

	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_NULL(test, key);
	KUNIT_ASSERT_NOT_NULL(test, base_key);
	n = expect_key(test, a->events.attrs, key);
	for (u = a->update; u && *u; u++)
		n += expect_key(test, (*u)->attrs, key);
	KUNIT_EXPECT_GT(test, n, 1);
	/* catalog=0's kernel names, in xpmu_uncore itself. */
	expect_key(test, c->cat->base.attrs, base_key);
#else
	kunit_skip(test, "no CONFIG_DEBUG_LOCK_ALLOC: an attribute has no key");
#endif
}

static struct kunit_case catalog_test_cases[] = {
	KUNIT_CASE_PARAM(catalog_has_its_aliases, catalog_gen_params),
	KUNIT_CASE_PARAM(catalog_aliases_share_one_class, catalog_gen_params),
	{}
};

static struct kunit_suite catalog_suite = {
	.name = "xpmu_catalog",
	.test_cases = catalog_test_cases,
};

kunit_test_suite(catalog_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the xpmu uncore event catalog's aliases");
MODULE_LICENSE("GPL");

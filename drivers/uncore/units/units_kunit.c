// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for each CPU model's unit descriptions (units/models.c).  The
 * core looks a unit up by its type, first match, and names its PMUs
 * uncore_<name>_<id>: a description listed twice, two with one type or two
 * with one name would hide a unit type or make two PMUs perf cannot tell
 * apart.
 */

#include <kunit/test.h>
#include <linux/stddef.h>
#include <linux/string.h>

#include "../uncore.h"
#include "../catalog/catalog.h"

/* The longest name the core gives a PMU: uncore_<name>_<u16 id>. */
#define LONGEST_SUFFIX	"uncore__65535"

static const struct xpmu_unc_cpu_model *const models[] = {
	&xpmu_unc_model_spr, &xpmu_unc_model_emr,
};

/* The model under test: KUNIT_ARRAY_PARAM passes a pointer to models[i]. */
static const struct xpmu_unc_cpu_model *param_model(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *const *m = test->param_value;

	return *m;
}

static void units_are_named(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *m = param_model(test);
	const size_t room = sizeof_field(struct xpmu_unc_pmu, name) -
			    sizeof(LONGEST_SUFFIX);
	unsigned int i;

	KUNIT_EXPECT_GT(test, m->nr_units, 0U);
	for (i = 0; i < m->nr_units; i++) {
		const struct xpmu_unc_unit_desc *d = m->units[i];

		KUNIT_ASSERT_NOT_NULL_MSG(test, d, "entry %u", i);
		KUNIT_ASSERT_NOT_NULL_MSG(test, d->name, "entry %u (type %u)",
					  i, d->type);
		KUNIT_EXPECT_GT_MSG(test, strlen(d->name), 0UL,
				    "entry %u (type %u)", i, d->type);
		/* Longer, and snprintf() would cut two names to one. */
		KUNIT_EXPECT_LE_MSG(test, strlen(d->name), room,
				    "entry %u: %s", i, d->name);
	}
}

static void units_are_listed_once(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *m = param_model(test);
	unsigned int i, j;

	for (i = 0; i < m->nr_units; i++) {
		const struct xpmu_unc_unit_desc *a = m->units[i];

		for (j = i + 1; j < m->nr_units; j++) {
			const struct xpmu_unc_unit_desc *b = m->units[j];

			KUNIT_EXPECT_PTR_NE_MSG(test, a, b,
						"entries %u and %u: %s twice",
						i, j, a->name);
			KUNIT_EXPECT_NE_MSG(test, a->type, b->type,
					    "entries %u (%s) and %u (%s): one type",
					    i, a->name, j, b->name);
			KUNIT_EXPECT_STRNEQ_MSG(test, a->name, b->name,
						"entries %u and %u (types %u, %u): one name",
						i, j, a->type, b->type);
		}
	}
}

/*
 * The core decides what to do with a unit type by its kind alone: a
 * derived type without its derive hook would call NULL at bind, one with
 * the hook but another kind would never get its units, and a global unit
 * of a type not marked so would be left out.
 */
static void unit_kind_agrees(struct kunit *test, const char *entry,
			     const struct xpmu_unc_unit_desc *d)
{
	KUNIT_EXPECT_EQ_MSG(test, d->kind == XPMU_UNC_UNIT_DERIVED, !!d->derive,
			    "%s: kind %d, derive hook %ps", entry, d->kind,
			    d->derive);
	KUNIT_EXPECT_EQ_MSG(test, d->kind == XPMU_UNC_UNIT_GLOBAL, !!d->global_unit,
			    "%s: kind %d, global unit %p", entry, d->kind,
			    d->global_unit);
	KUNIT_EXPECT_TRUE_MSG(test, d->kind == XPMU_UNC_UNIT_LISTED ||
			      d->kind == XPMU_UNC_UNIT_GLOBAL ||
			      d->kind == XPMU_UNC_UNIT_DERIVED,
			      "%s: kind %d", entry, d->kind);
}

static void units_kind_agrees_with_hooks(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *m = param_model(test);
	unsigned int i;

	for (i = 0; i < m->nr_units; i++)
		unit_kind_agrees(test, m->units[i]->name, m->units[i]);
	unit_kind_agrees(test, "generic", &xpmu_unc_unit_generic);
}

/* A derived unit hangs off units of a type the table lists. */
static void units_derive_from_listed_types(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *m = param_model(test);
	unsigned int i, j, found;

	for (i = 0; i < m->nr_units; i++) {
		const struct xpmu_unc_unit_desc *d = m->units[i];

		if (d->kind != XPMU_UNC_UNIT_DERIVED)
			continue;
		found = 0;
		for (j = 0; j < m->nr_units; j++)
			found += j != i && m->units[j]->type == d->parent_type;
		KUNIT_EXPECT_EQ_MSG(test, found, 1U, "%s: parent type %u",
				    d->name, d->parent_type);
	}
}

/*
 * The Ubox's registers, which the guide does not list, where Intel PCM
 * programs them on SPR and EMR (src/types.h: SPR_UBOX_MSR_PMON_BOX_CTL
 * 0x2FD0, _CTL0/1 0x2FD2/0x2FD3, _CTR0/1 0x2FD8/0x2FD9, SPR_UCLK_FIXED_CTL
 * 0x2FDE, _CTR 0x2FDF), written out here; and Intel's EMR event file's
 * counters (V1.24): UNC_U_RACU_DRNG (0x4C) on counter 0 only,
 * UNC_U_EVENT_MSG (0x42) on both.
 */
static void ubox_registers_are_pcms(struct kunit *test)
{
	const struct xpmu_unc_cpu_model *m = param_model(test);
	static const u32 ctl[] = { 0x2FD2, 0x2FD3 }, ctr[] = { 0x2FD8, 0x2FD9 };
	const struct xpmu_unc_unit_desc *d = NULL;
	const struct xpmu_unc_disc_unit *u;
	unsigned int i;

	for (i = 0; i < m->nr_units; i++)
		if (!strcmp(m->units[i]->name, "ubox"))
			d = m->units[i];
	KUNIT_ASSERT_NOT_NULL(test, d);
	u = d->global_unit;
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, u->box_ctl, 0x2FD0ULL);
	KUNIT_ASSERT_EQ(test, u->num_regs, ARRAY_SIZE(ctl));
	for (i = 0; i < ARRAY_SIZE(ctl); i++) {
		KUNIT_EXPECT_EQ_MSG(test, u->box_ctl + u->ctl_offset + i, (u64)ctl[i],
				    "control %u", i);
		KUNIT_EXPECT_EQ_MSG(test, u->box_ctl + u->ctr_offset + i, (u64)ctr[i],
				    "counter %u", i);
	}
	KUNIT_ASSERT_EQ(test, d->nr_fixed, 1U);
	KUNIT_EXPECT_EQ(test, u->box_ctl + d->fixed->ctl, 0x2FDEULL);
	KUNIT_EXPECT_EQ(test, u->box_ctl + d->fixed->ctr, 0x2FDFULL);
	KUNIT_EXPECT_EQ(test, xpmu_unc_catalog_counters(d->catalog, 0x4c) & 0x3,
			0x1ULL);
	KUNIT_EXPECT_EQ(test, xpmu_unc_catalog_counters(d->catalog, 0x42) & 0x3,
			0x3ULL);
}

static void model_desc(const struct xpmu_unc_cpu_model *const *m, char *desc)
{
	strscpy(desc, (*m)->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(models, models, model_desc);

static struct kunit_case units_cases[] = {
	KUNIT_CASE_PARAM(units_are_named, models_gen_params),
	KUNIT_CASE_PARAM(units_are_listed_once, models_gen_params),
	KUNIT_CASE_PARAM(units_kind_agrees_with_hooks, models_gen_params),
	KUNIT_CASE_PARAM(units_derive_from_listed_types, models_gen_params),
	KUNIT_CASE_PARAM(ubox_registers_are_pcms, models_gen_params),
	{}
};

static struct kunit_suite units_suite = {
	.name = "xpmu_units",
	.test_cases = units_cases,
};

kunit_test_suite(units_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the xpmu uncore unit descriptions");
MODULE_LICENSE("GPL");

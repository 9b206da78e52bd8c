// SPDX-License-Identifier: GPL-2.0-only
/*
 * The driver's register encoding (include/xpmu/itanium/regs.h) against
 * the simulator's (sim/regs.h), written apart from the same manual (seed
 * 000 chapter 3, seed 002 chapter 6): a field changed in either fails
 * here under its own name.
 */

#include <kunit/test.h>
#include <linux/string.h>

#include <xpmu/itanium/regs.h>
#include "regs.h"

struct field {
	const char *name;
	u64 drv;
	u64 sim;
};

/* Same name on both sides: XPMU_IA_<n> in the driver, SIM_<n> here. */
#define F(n)		{ .name = #n, .drv = XPMU_IA_##n, .sim = SIM_##n }
#define FN(n, d, s)	{ .name = n, .drv = (d), .sim = (s) }

static const struct field fields[] = {
	/* Register numbers and counts, Table 3-4. */
	F(NR_PMC), F(NR_PMD), F(NR_IBR), F(NR_DBR), F(NR_ETB),
	F(PMC_OPC0), F(PMC_IEAR), F(PMC_IBRP), F(PMC_ETB), F(PMC_DEAR),
	F(PMC_DBRP), F(PMC_IPEAR), F(PMC_ITA_TAG),
	F(PMD_DEAR_ADDR), F(PMD_DEAR_LAT), F(PMD_IEAR_ADDR), F(PMD_IEAR_LAT),
	F(PMD_DEAR_IP), F(PMD_ETB_INDEX), F(PMD_ETB_EXT), F(PMD_ETB0),
	/* PMC0, Table 3-8 / 6-8. */
	F(PMC0_FR), F(PMC0_OVF_MONTECITO), F(PMC0_OVF_ITANIUM),
	/* PMC4-15, Tables 3-5, 3-6. */
	F(PMC_PLM), F(PMC_EV), F(PMC_OI), F(PMC_PM), F(PMC_ES), F(PMC_UMASK),
	F(PMC_THRESHOLD), F(PMC_ISM), F(PMC_ALL), F(PMC_MESI), F(ITA_PMC_ES),
	F(PLM_KERNEL), F(PLM_USER), F(ISM_IA64),
	/* PMD4-15, Table 3-7. */
	F(PMD_COUNT), F(PMD_OV),
	/* PMC32-36, Tables 3-11..3-13. */
	F(PMC32_MASK), F(PMC32_B), F(PMC32_F), F(PMC32_I), F(PMC32_M),
	F(PMC32_MIFB), F(PMC32_INV), F(PMC32_IG_AD), F(PMC33_MATCH),
	FN("PMC36_IG_OPC(0)", XPMU_IA_PMC36_IG_OPC(0), SIM_PMC36_IG_OPC(0)),
	FN("PMC36_IG_OPC(1)", XPMU_IA_PMC36_IG_OPC(1), SIM_PMC36_IG_OPC(1)),
	FN("PMC36_IG_OPC(2)", XPMU_IA_PMC36_IG_OPC(2), SIM_PMC36_IG_OPC(2)),
	FN("PMC36_IG_OPC(3)", XPMU_IA_PMC36_IG_OPC(3), SIM_PMC36_IG_OPC(3)),
	FN("PMC36_DEFAULT", XPMU_IA_PMC36_DEFAULT, SIM_PMC36_RESET),
	/* PMC38, Table 3-10. */
	FN("PMC38_IG_IBRP(0)", XPMU_IA_PMC38_IG_IBRP(0), SIM_PMC38_IG_IBRP(0)),
	FN("PMC38_IG_IBRP(1)", XPMU_IA_PMC38_IG_IBRP(1), SIM_PMC38_IG_IBRP(1)),
	FN("PMC38_IG_IBRP(2)", XPMU_IA_PMC38_IG_IBRP(2), SIM_PMC38_IG_IBRP(2)),
	FN("PMC38_IG_IBRP(3)", XPMU_IA_PMC38_IG_IBRP(3), SIM_PMC38_IG_IBRP(3)),
	F(PMC38_FINE),
	FN("PMC38_DEFAULT", XPMU_IA_PMC38_DEFAULT, SIM_PMC38_RESET),
	/* PMC41, Table 3-14. */
	FN("PMC41_CFGDTAG(0)", XPMU_IA_PMC41_CFGDTAG(0), SIM_PMC41_CFGDTAG(0)),
	FN("PMC41_CFGDTAG(1)", XPMU_IA_PMC41_CFGDTAG(1), SIM_PMC41_CFGDTAG(1)),
	FN("PMC41_CFGDTAG(2)", XPMU_IA_PMC41_CFGDTAG(2), SIM_PMC41_CFGDTAG(2)),
	FN("PMC41_CFGDTAG(3)", XPMU_IA_PMC41_CFGDTAG(3), SIM_PMC41_CFGDTAG(3)),
	FN("PMC41_EN_DBRP(0)", XPMU_IA_PMC41_EN_DBRP(0), SIM_PMC41_EN_DBRP(0)),
	FN("PMC41_EN_DBRP(1)", XPMU_IA_PMC41_EN_DBRP(1), SIM_PMC41_EN_DBRP(1)),
	FN("PMC41_EN_DBRP(2)", XPMU_IA_PMC41_EN_DBRP(2), SIM_PMC41_EN_DBRP(2)),
	FN("PMC41_EN_DBRP(3)", XPMU_IA_PMC41_EN_DBRP(3), SIM_PMC41_EN_DBRP(3)),
	FN("PMC41_DEFAULT", XPMU_IA_PMC41_DEFAULT, SIM_PMC41_RESET),
	F(DTAG_IBR_OPC_DBR), F(DTAG_IBR_OPC), F(DTAG_DBR),
	/* IBR/DBR as the PMU reads them, 3.3.5, 3.3.7. */
	F(BR_MASK), F(BR_PLM),
	/* The first Itanium: Table 6-9, PMC11.pt. */
	F(PMC13_TA), F(ITA_PMC11_PT),
	/* Instruction EAR, Tables 3-15, 3-17, 3-19. */
	F(PMC37_PLM), F(PMC37_PM), F(PMC37_UMASK), F(PMC37_CT), F(IEAR_CT_TLB),
	F(PMD34_STAT), F(PMD34_ADDR), F(PMD35_LAT), F(PMD35_OV),
	/* Data EAR, Tables 3-20, 3-22, 3-24, 3-25. */
	F(PMC40_PLM), F(PMC40_PM), F(PMC40_MODE), F(PMC40_UMASK), F(PMC40_ISM),
	F(DEAR_CACHE), F(DEAR_TLB), F(DEAR_ALAT),
	F(PMD33_LAT), F(PMD33_OV), F(PMD33_STAT),
	F(PMD36_SLOT), F(PMD36_BN), F(PMD36_VL), F(PMD36_ADDR),
	/* Execution trace buffer, Tables 3-26..3-29. */
	F(PMC39_PLM), F(PMC39_PM), F(PMC39_DS), F(PMC39_TM), F(PMC39_PTM),
	F(PMC39_PPM), F(PMC39_BRT),
	F(BRT_ALL), F(BRT_IPREL), F(BRT_RET), F(BRT_IND),
	F(PMD38_EBI), F(PMD38_FULL),
	F(ETB_S), F(ETB_MP), F(ETB_SLOT), F(ETB_ADDR), F(ETB_NOT_TAKEN),
	/* IP-EAR, Tables 3-30..3-33. */
	F(PMC42_PLM), F(PMC42_PM), F(PMC42_MODE), F(PMC42_DELAY), F(IPEAR_MODE),
	F(IPEAR_CYCL), F(IPEAR_IP), F(IPEAR_LOW),
	F(PMD39_B1), F(PMD39_EF), F(PMD39_FLUSH), F(PMD39_CYCL_HI),
	/* Event codes, Table 4-42. */
	F(EV_TAGGED_RETIRED), F(EV_BRANCH_EVENT), F(EV_L1I_EAR), F(EV_DATA_EAR),
};

static void field_desc(const struct field *f, char *desc)
{
	strscpy(desc, f->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(field, fields, field_desc);

static void same_encoding(struct kunit *test)
{
	const struct field *f = test->param_value;

	KUNIT_EXPECT_EQ_MSG(test, f->drv, f->sim,
			    "%s: driver (include/xpmu/itanium/regs.h) %#llx, simulator (sim/regs.h) %#llx",
			    f->name, f->drv, f->sim);
}

static struct kunit_case regs_cases[] = {
	KUNIT_CASE_PARAM(same_encoding, field_gen_params),
	{}
};

static struct kunit_suite regs_suite = {
	.name = "xpmu_itanium_regs",
	.test_cases = regs_cases,
};

kunit_test_suite(regs_suite);

MODULE_DESCRIPTION("KUnit test: the driver's and the simulator's Itanium register encodings agree");
MODULE_LICENSE("GPL");

/*
 * Uncore performance monitoring MSRs handed to a machine model (TCG)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * The uncore PMON blocks of Sapphire Rapids and Emerald Rapids servers
 * sit in MSR space from 0x2000 (CHA 0) to 0x389F (the last IIO
 * free-running bandwidth counter): the EMR Uncore Performance Monitoring
 * Guide, Tables 1-8 to 1-11, and Linux's arch/x86/events/intel/
 * uncore_snbep.c (SPR_C0_MSR_PMON_BOX_FILTER0 0x200e,
 * SPR_MSR_UNC_CBO_CONFIG 0x2ffe, spr_iio_freerunning 0x340e, 0x3800 and
 * 0x3808).  QEMU implements no other MSR in 0x2000-0x3FFF.
 *
 * Uncore MSRs are package-scoped: the same address reaches a different
 * register file on each socket.  The TCG rdmsr/wrmsr helpers give an
 * access in this range, with the socket of the executing vCPU, to the
 * handler a machine model registered.  With none registered they behave
 * as before (reads return 0, writes are dropped).
 *
 * So do the two uncore frequency MSRs, package-scoped as well, which
 * Linux's intel_uncore_frequency driver reads on these servers
 * (drivers/platform/x86/intel/uncore-frequency/uncore-frequency.c):
 * MSR_UNCORE_RATIO_LIMIT (0x620) and MSR_UNCORE_PERF_STATUS (0x621).
 */

#ifndef HW_I386_UNCORE_MSR_H
#define HW_I386_UNCORE_MSR_H

#define X86_UNCORE_MSR_FIRST    0x2000
#define X86_UNCORE_MSR_LAST     0x3fff
#define X86_UNCORE_MSR_RATIO_LIMIT  0x620
#define X86_UNCORE_MSR_PERF_STATUS  0x621

typedef struct X86UncoreMsrHandler X86UncoreMsrHandler;

/*
 * Called on the vCPU thread of the access, without the BQL (MTTCG): the
 * model protects its own state.  Return false to raise #GP in the guest,
 * as the hardware does for an MSR it does not implement.
 */
struct X86UncoreMsrHandler {
    bool (*read)(X86UncoreMsrHandler *h, int socket, uint32_t msr,
                 uint64_t *val);
    bool (*write)(X86UncoreMsrHandler *h, int socket, uint32_t msr,
                  uint64_t val);
};

/*
 * One handler per machine.  Returns false if another one is registered.
 * The handler must stay valid until x86_uncore_msr_unregister().
 */
bool x86_uncore_msr_register(X86UncoreMsrHandler *h);
void x86_uncore_msr_unregister(X86UncoreMsrHandler *h);

#endif

/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (the registers of one PMON block)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * A block (guide 1.4) is a unit control, a unit status and counter
 * control/counter pairs, at the offsets its discovery entry gives from
 * the unit control (Table 1-14).  The same decoding serves MSR, PCICFG
 * and MMIO blocks: offsets are in the address units of the block's space
 * (one per MSR, bytes otherwise), and a register may be wider than one
 * access (a 64-bit counter read as two config dwords).
 */

#include "qemu/osdep.h"
#include "qemu/bitops.h"
#include "xpmu-emr.h"

/*
 * Which register @off (from the unit control) falls in, the register's
 * index among the controls or counters, and the byte of the register the
 * access starts at.
 */
XpmuEmrReg xpmu_emr_block_decode(const XpmuEmrBlock *b, uint64_t off,
                                 unsigned int *idx, unsigned int *byte)
{
    uint64_t end;

    *idx = 0;
    *byte = 0;
    if (off < b->unit_size) {
        *byte = off;
        return XPMU_EMR_REG_UNIT_CTL;
    }
    if (off >= b->status && off < b->status + b->unit_size) {
        *byte = off - b->status;
        return XPMU_EMR_REG_UNIT_STATUS;
    }
    end = b->ctl0 + (uint64_t)b->nctrs * b->ctl_stride;
    if (off >= b->ctl0 && off < end) {
        *idx = (off - b->ctl0) / b->ctl_stride;
        *byte = (off - b->ctl0) % b->ctl_stride;
        return XPMU_EMR_REG_CTL;
    }
    end = b->ctr0 + (uint64_t)b->nctrs * b->ctr_stride;
    if (off >= b->ctr0 && off < end) {
        *idx = (off - b->ctr0) / b->ctr_stride;
        *byte = (off - b->ctr0) % b->ctr_stride;
        return XPMU_EMR_REG_CTR;
    }
    return XPMU_EMR_REG_NONE;
}

uint64_t xpmu_emr_block_read(XpmuEmrBlock *b, XpmuEmrReg reg,
                             unsigned int idx)
{
    switch (reg) {
    case XPMU_EMR_REG_UNIT_CTL:
        return b->unit_ctl;
    case XPMU_EMR_REG_UNIT_STATUS:
        return b->unit_status;
    case XPMU_EMR_REG_CTL:
        return b->ctl[idx];
    case XPMU_EMR_REG_CTR:
        return b->ctr[idx];
    default:
        return 0;
    }
}

void xpmu_emr_block_write(XpmuEmrBlock *b, XpmuEmrReg reg, unsigned int idx,
                          uint64_t val)
{
    switch (reg) {
    case XPMU_EMR_REG_UNIT_CTL:
        b->unit_ctl = val;
        break;
    case XPMU_EMR_REG_UNIT_STATUS:
        b->unit_status = val;
        break;
    case XPMU_EMR_REG_CTL:
        b->ctl[idx] = val;
        break;
    case XPMU_EMR_REG_CTR:
        b->ctr[idx] = val;
        break;
    default:
        break;
    }
}

/*
 * An access of @size bytes at @off from the unit control: the part of the
 * register it covers.  Reads of no register return 0.
 */
uint64_t xpmu_emr_block_load(XpmuEmrBlock *b, uint64_t off, unsigned int size)
{
    unsigned int idx, byte;
    XpmuEmrReg reg = xpmu_emr_block_decode(b, off, &idx, &byte);
    uint64_t val = xpmu_emr_block_read(b, reg, idx) >> (8 * byte);

    return size >= 8 ? val : extract64(val, 0, 8 * size);
}

/* A write of @size bytes at @off: the bytes of the register it covers. */
void xpmu_emr_block_store(XpmuEmrBlock *b, uint64_t off, unsigned int size,
                          uint64_t val)
{
    unsigned int idx, byte;
    XpmuEmrReg reg = xpmu_emr_block_decode(b, off, &idx, &byte);
    uint64_t old = xpmu_emr_block_read(b, reg, idx);

    if (reg == XPMU_EMR_REG_NONE) {
        return;
    }
    if (size < 8) {
        val = deposit64(old, 8 * byte, 8 * size, val);
    }
    xpmu_emr_block_write(b, reg, idx, val);
}

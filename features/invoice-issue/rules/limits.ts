// Length limits of spec 01 §5. Bytes count a Chinese character as 2 (byteLength of features/validators).
import { byteLength } from '../../validators';
import { decimal, round2 } from './read';
import type { DiskType } from './types';

/** Header limits for the tax-control devices (004, 007, 025, 026, 028) and for full-electronic (81, 82, 85, 86). */
export const headerLimits = {
  tax: {
    buyerNameBytes: 100,
    buyerTaxIdBytes: 20,
    buyerAddressTelBytes: 100,
    buyerBankAccountBytes: 100,
    remarkBytes: 230,
    redRemarkBytes: 184,
    // spec 01 §5: 16 characters (the batch list check allows 30; it is not this form's rule).
    reviewChars: 16,
  },
  digital: {
    buyerNameBytes: 200,
    buyerTaxIdBytes: 20,
    buyerAddressTelBytes: 200,
    buyerBankAccountBytes: 200,
    remarkBytes: 400,
    redRemarkBytes: 400,
    reviewBytes: 32,
  },
} as const;

/** The golden-tax disk (diskType 4) prints shorter goods columns. */
const GOLDEN_TAX_DISK: DiskType = 4;
/** Over 8 lines the goods go on a list (清单), whose columns are narrower. */
export const LIST_THRESHOLD = 8;

/**
 * Goods-line byte limits on the tax-control devices (spec 01 §5): name 100 (86 over 8 lines, 92 on a
 * golden-tax disk), specification 36 (40 on a golden-tax disk), unit 32 (14 over 8 lines, 22 on a golden-tax
 * disk). Where two conditions apply, the tighter limit wins.
 */
export function lineLimits(lineCount: number, diskType: unknown): { name: number; spec: number; unit: number } {
  const list = lineCount > LIST_THRESHOLD;
  const disk = diskType === GOLDEN_TAX_DISK || diskType === String(GOLDEN_TAX_DISK);
  return {
    name: Math.min(100, list ? 86 : 100, disk ? 92 : 100),
    spec: disk ? 40 : 36,
    unit: Math.min(32, list ? 14 : 32, disk ? 22 : 32),
  };
}

// The deduction note. The State Taxation Administration's announcement 2016 No. 23 §4(2) has the invoicing
// software print 差额征税 in the remark of a difference-taxed invoice; the terminals write it as
// '差额征税：<deduction to 2 decimals>。' ahead of the user's remark, so the remark limit shrinks by its bytes.
// Built from code points: it is invoice content printed in Chinese whatever the portal language.
const NOTE_PREFIX = String.fromCharCode(0x5dee, 0x989d, 0x5f81, 0x7a0e, 0xff1a); // 差额征税：
const NOTE_SUFFIX = String.fromCharCode(0x3002); // 。

/** The remark prefix the terminal writes for a deduction amount (kce), or '' when there is none. */
export function deductionNote(kce: unknown): string {
  const amount = decimal(kce);
  if (amount === null || amount.isZero()) return '';
  return `${NOTE_PREFIX}${round2(amount).toFixed(2)}${NOTE_SUFFIX}`;
}

/** Remark byte limit: 230 (184 red) on the tax-control devices, less the deduction note; 400 full-electronic. */
export function remarkLimit(family: 'tax' | 'digital', isRed: boolean, kce: unknown): number {
  const limits = headerLimits[family];
  const base = isRed ? limits.redRemarkBytes : limits.remarkBytes;
  // spec 01 §5 names the deduction note for the tax-control devices only; full-electronic keeps 400.
  return family === 'tax' ? Math.max(0, base - byteLength(deductionNote(kce))) : base;
}


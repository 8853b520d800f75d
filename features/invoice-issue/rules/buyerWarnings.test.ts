import { describe, expect, it } from 'vitest';
import { buyerTaxIdWarning } from './buyerWarnings';

describe('buyer tax id warning (GB 32100-2015 check character)', () => {
  it.each([
    // Published codes (Huawei Technologies, Alibaba China) pass.
    ['914403001922038216', null],
    [' 91330100716105852F ', null],
    ['914403001922038217', 'issueForm:buyer.usccCheckDigit'],
    ['91330100716105852E', 'issueForm:buyer.usccCheckDigit'],
    ['91310000MA1FL0XX1A', 'issueForm:buyer.usccCheckDigit'],
    ['91310000MA1FL0XXIA', null],
    ['310101123456789', null],
    ['', null],
  ])('%s -> %s', (taxId, key) => {
    expect(buyerTaxIdWarning(taxId)).toBe(key);
  });
});

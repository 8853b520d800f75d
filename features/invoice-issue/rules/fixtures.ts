// Builders of valid drafts and contexts for tests and benchmarks: each invoice type passes clean as built,
// so a test breaks exactly one rule on top. ASCII text only (tests add Chinese where bytes matter).
import type { GoodsLine, InvoiceDraft, InvoiceType, IssueContext } from './types';

export const allInvoiceTypes: InvoiceType[] = ['004', '007', '025', '026', '028', '81', '82', '85', '86'];
export const digitalTypes: InvoiceType[] = ['81', '82', '85', '86'];
export const taxDeviceTypes: InvoiceType[] = ['004', '007', '025', '026', '028'];

/** An ordinary goods line: office paper at 13 %, 100.00 plus 13.00 tax. */
export function goodsLine(overrides: Partial<GoodsLine> = {}): GoodsLine {
  return {
    spbm: '1060201070000000000',
    name: 'Copy paper',
    showName: '*Paper*Copy paper',
    ggxh: 'A4 70g',
    dw: 'box',
    quantity: '1',
    price: '100.00',
    amount: '100.00',
    taxRate: '0.13',
    taxAmount: '13.00',
    hsbz: '0',
    lslbs: '',
    fphxz: '0',
    ...overrides,
  };
}

export function goodsLines(count: number, overrides: Partial<GoodsLine> = {}): GoodsLine[] {
  return Array.from({ length: count }, () => goodsLine(overrides));
}

export function draftFor(type: InvoiceType, overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    purchaserInfo: {
      buyerTaxerName: 'Acme Trading Co Ltd',
      buyerTaxerId: '91310000MA1FL8XQ30',
      buyerAddressTel: 'No 1 Century Avenue Shanghai 021-12345678',
      buyerBankAccount: 'Bank of China Shanghai 6222000011112222',
    },
    receiver: 'ap@example.com',
    review: { payee: 'Li Na', checker: 'Zhang Wei', drawer: 'Wang Fang' },
    remark: 'Contract 2024-001',
    goodsList: [goodsLine()],
    curInvoiceType: type,
    tdyslxdm: '',
    ...overrides,
  };
}

export function contextFor(type: InvoiceType, overrides: Partial<IssueContext> = {}): IssueContext {
  const digital = digitalTypes.includes(type);
  return {
    invoiceType: type,
    taxpayerType: '01',
    diskType: digital ? 7 : 2,
    diskId: '661234567890',
    tsp: 'IT300',
    isRed: false,
    receiverMayBeMobile: false,
    boundToTaxBureau: true,
    seller: {
      name: 'Seller Technology Co Ltd',
      taxId: '91310115MA1K3YJ12X',
      addressPhone: 'No 8 Zhangjiang Road 021-87654321',
      bankAccount: 'ICBC Pudong 1001234509876543210',
    },
    ...overrides,
  };
}

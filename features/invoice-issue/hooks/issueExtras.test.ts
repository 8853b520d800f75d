import { describe, expect, it } from 'vitest';
import { emptyExtras, extrasDraft, extrasHaveContent, extrasReducer } from './issueExtras';

describe('issue extras', () => {
  it('sets nested fields and list rows by path, creating what is missing', () => {
    let x = extrasReducer(emptyExtras(), { type: 'set', path: 'tdyslxdm', value: '04' });
    x = extrasReducer(x, { type: 'append', path: 'tdywxx.hwysfw', item: { ysgjzl: '' } });
    x = extrasReducer(x, { type: 'set', path: 'tdywxx.hwysfw.0.qyd', value: '上海' });
    x = extrasReducer(x, { type: 'append', path: 'tdywxx.hwysfw', item: {} });
    expect(x.tdywxx.hwysfw).toEqual([{ ysgjzl: '', qyd: '上海' }, {}]);
    x = extrasReducer(x, { type: 'removeAt', path: 'tdywxx.hwysfw', index: 0 });
    expect(x.tdywxx.hwysfw).toEqual([{}]);
    expect(extrasHaveContent(x)).toBe(true);
  });

  it('starts the business information afresh when the business type changes', () => {
    let x = extrasReducer(emptyExtras(), { type: 'set', path: 'tdyslxdm', value: '03' });
    x = extrasReducer(x, { type: 'set', path: 'tdywxx.jzfw.jzxmmc', value: 'A' });
    x = extrasReducer(x, { type: 'set', path: 'tdyslxdm', value: '13' });
    expect(x.tdywxx).toEqual({});
  });

  it.each([
    [{}, {}],
    [{ kind: 1, blue: { code: 'C', number: 'N', redSheetNo: '' } }, { invoiceKind: 1, blueInvoiceCode: 'C', blueInvoiceNumber: 'N' }],
    [{ tdyslxdm: '16', xfbcxx: { gj: '156' } }, { tdyslxdm: '16', tdywxx: {}, xfbcxx: { gj: '156' } }],
    [{ tdyslxdm: '05', dfgtgmbq: 'Y', gtgmfList: [{ gmfmc: 'B' }] }, { tdyslxdm: '05', tdywxx: {}, gtgmfList: [{ gmfmc: 'B' }] }],
    [{ tdyslxdm: '03', dfgtgmbq: 'Y', gtgmfList: [{ gmfmc: 'B' }] }, { tdyslxdm: '03', tdywxx: {} }],
    [{ gmfZrrbs: 'Y', sslkjly: '2', kce: ' 10 ' }, { gmfZrrbs: 'Y', sslkjly: '2', kce: '10' }],
  ])('%j goes into the draft as %j', (patch, draft) => {
    expect(extrasDraft({ ...emptyExtras(), ...patch } as ReturnType<typeof emptyExtras>)).toEqual(draft);
  });

  it('an untouched red form has no content of its own', () => {
    expect(extrasHaveContent({ ...emptyExtras(), kind: 1, blue: { code: 'C', number: 'N', redSheetNo: '' } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { rectifyProgrammes } from './rectify';

describe('rectify proposal', () => {
  it.each([
    [
      'programmes with their changes',
      {
        title: 'T',
        programmeBOList: [
          { title: 'A', updateVO: { purchaserInfo: { buyerTaxerName: '甲公司' } } },
          { title: 'B', updateVO: { purchaserInfo: { buyerTaxerId: '' }, gmfZrrbs: 'Y' } },
        ],
      },
      [
        { title: 'A', changes: [{ path: 'purchaserInfo.buyerTaxerName', value: '甲公司' }] },
        { title: 'B', changes: [{ path: 'purchaserInfo.buyerTaxerId', value: '' }, { path: 'gmfZrrbs', value: 'Y' }] },
      ],
    ],
    ['a top-level updateVO without programmes', { title: 'T', updateVO: { remark: 'R' } }, [{ title: 'T', changes: [{ path: 'remark', value: 'R' }] }]],
    ['fields the form cannot show are left out', { programmeBOList: [{ title: 'A', updateVO: { goodsList: [{ amount: '1' }], secret: 'x' } }] }, []],
    ['nothing usable', { title: 'T' }, []],
    ['a programme described by desc', { programmeBOList: [{ desc: 'D', updateVO: { receiver: 'a@b.cn' } }] }, [{ title: 'D', changes: [{ path: 'receiver', value: 'a@b.cn' }] }]],
  ])('%s', (_name, data, programmes) => {
    expect(rectifyProgrammes(data)).toEqual(programmes);
  });
});

import { describe, expect, it } from 'vitest';
import { codeOfServerText, labelOfServerText } from './serverText';

describe('reading a server text back to its lookup code', () => {
  it.each([
    ['loginIdentity', '办税员', '3'],
    ['loginIdentity', ' 开票员 ', '7'],
    ['packageServiceStatus', '已到期', '4'],
    ['providerEdition', '共享版', 'shared'],
    ['loginIdentity', '会计主管', null],
    ['loginIdentity', '', null],
    ['loginIdentity', null, null],
  ] as const)('%s %j -> %j', (table, text, code) => {
    expect(codeOfServerText(table, text)).toBe(code);
  });

  it('labels a known text by its key, an unknown one by the text, a blank one not at all', () => {
    expect(labelOfServerText('loginIdentity', '法定代表人')).toEqual({ key: 'lookups:loginIdentity.2' });
    expect(labelOfServerText('loginIdentity', ' 会计主管 ')).toEqual({ text: '会计主管' });
    expect(labelOfServerText('loginIdentity', '  ')).toBeNull();
  });

  it('does not reach Object.prototype through a crafted text', () => {
    expect(codeOfServerText('loginIdentity', 'constructor')).toBeNull();
  });
});

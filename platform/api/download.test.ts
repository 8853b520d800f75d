import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="O00001.pdf"', 'O00001.pdf'],
    ['attachment; filename=report.xls', 'report.xls'],
    ["attachment; filename=\"a.xls\"; filename*=UTF-8''%E5%8F%91%E7%A5%A8.xls", '发票.xls'],
    ['attachment', null],
    [null, null],
  ])('%j -> %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

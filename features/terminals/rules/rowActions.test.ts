import { describe, expect, it } from 'vitest';
import { mobileQrUrl, parseMobileQrHash, rowActionsFor } from './rowActions';

describe('rowActionsFor', () => {
  it.each([
    [1, {}, ['taxCategories', 'diskDetection', 'mobileQr', 'faceScanInterval', 'faceQr', 'digitalAccount']],
    [3, { bindStatus: 0 }, ['taxCategories', 'diskDetection', 'mobileQr', 'faceScanInterval', 'faceQr', 'digitalAccount']],
    [2, {}, ['taxCategories', 'diskDetection', 'mobileQr', 'faceScanInterval', 'faceQr', 'digitalAccount', 'sync', 'unbind']],
    [2, { bindStatus: 1 }, ['taxCategories', 'diskDetection', 'mobileQr', 'faceScanInterval', 'faceQr', 'digitalAccount', 'sync', 'unbind']],
    [2, { bindStatus: 0 }, ['taxCategories', 'diskDetection', 'mobileQr', 'faceScanInterval', 'faceQr', 'digitalAccount', 'sync', 'bind']],
  ] as const)('role %s, terminal %j -> %j', (role, terminal, ids) => {
    expect(rowActionsFor(role, terminal).map((a) => a.id)).toEqual(ids);
  });

  it('starts the provider operations as a group of their own', () => {
    expect(rowActionsFor(2, {}).filter((a) => a.group).map((a) => a.id)).toEqual(['sync']);
  });
});

describe('mobileQrUrl', () => {
  it('builds the hash route the mobile page reads back', () => {
    const url = mobileQrUrl('https://portal.example', { diskId: '661000000001', taxerName: '上海示例（分公司）', termType: 2, tsp: 'IT600' });
    expect(url.startsWith('https://portal.example/h5/#/qrcode/661000000001?')).toBe(true);
    expect(parseMobileQrHash(new URL(url).hash)).toEqual({ diskId: '661000000001', taxerName: '上海示例（分公司）', termType: '2', tsp: 'IT600' });
  });
});

describe('parseMobileQrHash', () => {
  it.each([
    ['#/qrcode/D1?taxerName=A&termType=1&tsp=IT100', { diskId: 'D1', taxerName: 'A', termType: '1', tsp: 'IT100' }],
    ['#/qrcode/D1', { diskId: 'D1', taxerName: '', termType: '', tsp: '' }],
    ['#/other/D1', null],
    ['', null],
    ['#/qrcode/%E0%A4%A', null],
    // a disk id of another shape is a bad link: nothing is asked of the server with it
    ['#/qrcode/..%2F..%2Fv1%2Faccount', null],
    ['#/qrcode/%3Cimg%20src%3Dx%3E', null],
    ['#/qrcode/661000000001%20', null],
    ['#/qrcode/661000000001%3Fx%3D1', null],
    [`#/qrcode/${'6'.repeat(65)}`, null],
  ])('%s', (hash, expected) => {
    expect(parseMobileQrHash(hash)).toEqual(expected);
  });
});

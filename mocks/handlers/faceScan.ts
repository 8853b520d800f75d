// Face scan (platform/api/openapi/faceScan.yaml).
import type { FaceScanConfig, QrResponse } from '../../features/face-scan/api';
import { findTerminal, getDb, nextId, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';
import { noteFaceCodeShown } from './taxOps';

const NOT_LOGGED_IN = '电子税局登录已失效，请先登录电子税局';
const NO_PERMISSION = '当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份';

/** QR codes are valid 300 s (spec 02 §4). */
const QR_VALIDITY_MS = 300_000;

function qr(diskId: string, app: string): QrResponse {
  return {
    ewm: `https://etax.example.gov.cn/face?app=${app}&trace=${diskId}-${nextId()}`,
    expireTime: String(Date.now() + QR_VALIDITY_MS),
    message: '请使用APP扫码完成人脸认证',
    dzsjAppIphone: 'https://apps.example.com/etax-ios',
    dzsjAppAndroid: 'https://apps.example.com/etax-android',
  };
}

export const faceScanHandlers = [
  authed('get', '/v2/terminal/operation/qd/phxx/{diskId}', ({ account, params, query }) => {
    const t = findTerminal(account, params.diskId ?? '');
    const config = t && getDb().faceScan[t.diskId];
    if (!t || !config) return fail(201100001, '该终端信息有误');
    // The interval lives at the tax bureau: reading it needs a valid tax-bureau login (spec 02 §8).
    if (getDb().taxLogin[t.diskId] !== 1) return fail(202200007, NOT_LOGGED_IN);
    // sync=1 reads it again from the tax bureau and records when.
    if (query.get('sync') === '1') {
      config.tsSync = new Date().toISOString();
      save();
    }
    return ok(config);
  }),

  authed('put', '/v2/terminal/operation/qd/phxx/{diskId}', async ({ account, params, request }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    if (getDb().taxLogin[t.diskId] !== 1) return fail(202200007, NOT_LOGGED_IN);
    // Only a finance head or legal representative may change it (spec 02 §5, §6): the invoicing account's identity.
    const identity = String(getDb().profiles[t.diskId]?.[0]?.dlsf ?? '');
    if (identity !== '1' && identity !== '2') return fail(201300033, NO_PERMISSION);
    const body = await jsonBody<{ phxxlb: 1 | 2; phxxz: string }>(request);
    const type = body.phxxlb === 2 ? 2 : 1;
    const value = Number(body.phxxz);
    if (!Number.isFinite(value) || value <= 0 || (type === 1 && (value > 48 || (value * 2) % 1 !== 0))) {
      return fail(201300030, '刷脸间隔设置不正确');
    }
    const config: FaceScanConfig = { ...getDb().faceScan[t.diskId], type, phxxlb: type, phxxz: String(body.phxxz), max: type === 1 ? 48 : 60 };
    getDb().faceScan[t.diskId] = config;
    save();
    return ok(null, '设置成功');
  }),

  authed('get', '/v2/terminal/operation/auth/ewm/{diskId}', ({ account, params, query }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    if (getDb().taxLogin[t.diskId] !== 1) return fail(202200008, NOT_LOGGED_IN);
    noteFaceCodeShown(t.diskId); // the demo's phone scans it (mocks/handlers/taxOps.ts)
    return ok(qr(t.diskId, query.get('qrCodeType') === '1' ? 'gs' : 'tax'));
  }),

  authed('get', '/v2/terminal/operation/auth/gsEwm/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    if (getDb().taxLogin[t.diskId] !== 1) return fail(202200008, NOT_LOGGED_IN);
    noteFaceCodeShown(t.diskId);
    return ok(qr(t.diskId, 'gs'));
  }),

  authed('put', '/v2/terminal/operation/auth/scanDone/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    getDb().taxLogin[t.diskId] = 1;
    save();
    return ok(null);
  }),

  authed('put', '/v2/terminal/operation/auth/shortUrl', async ({ request }) => {
    const body = await jsonBody<{ url: string }>(request);
    if (!body.url) return fail(201300031, '链接不能为空');
    return ok({ shortUrl: `https://t.example.cn/${nextId().toString(36)}` });
  }),
];

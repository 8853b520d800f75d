// The provider's terminal operations (terminal.yaml: operation/bind, operation/unbind, equipment/sync; spec 02 §7.3).
import { findTerminal, getDb, nextId, save } from '../db';
import { authed, fail, ok, open } from '../http';

const WRONG_TERMINAL = '该终端信息有误';
const PROVIDER_ONLY = '仅服务商可以操作';

export const terminalOperationHandlers = [
  // The mobile face-scan page (no session on the phone): the terminal's face QR, valid 300 s (spec 02 §4).
  open('get', '/v2/terminal/h5/faceQr/{diskId}', ({ params, query }) => {
    const t = getDb().terminals.find((x) => x.diskId === params.diskId);
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const app = query.get('qrCodeType') === '1' ? 'gs' : 'tax';
    return ok({
      ewm: `https://etax.example.gov.cn/face?app=${app}&trace=${t.diskId}-${nextId()}`,
      expireTime: String(Date.now() + 300_000),
      message: '请使用APP扫码完成人脸认证',
      dzsjAppIphone: 'https://apps.example.com/etax-ios',
      dzsjAppAndroid: 'https://apps.example.com/etax-android',
      taxerName: t.taxerName,
    });
  }),

  authed('put', '/v2/terminal/operation/bind/{diskId}', ({ account, params }) => {
    if (account.roleType !== 2) return fail(201100003, PROVIDER_ONLY);
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    t.bindStatus = 1;
    save();
    return ok(t, '绑定成功');
  }),

  authed('put', '/v2/terminal/operation/unbind/{diskId}', ({ account, params }) => {
    if (account.roleType !== 2) return fail(201100003, PROVIDER_ONLY);
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    t.bindStatus = 0;
    save();
    return ok(t, '解绑成功');
  }),

  // The device reports itself again: a disk that answers is online (the demo's devices answer unless unavailable).
  authed('put', '/v2/terminal/equipment/sync/{diskId}', ({ account, params }) => {
    if (account.roleType !== 2) return fail(201100003, PROVIDER_ONLY);
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    if (t.online !== -321) {
      t.online = 1;
      t.onlineStatusDesc = '在线';
    }
    save();
    return ok(t, '同步成功');
  }),
];

// Messaging (platform/api/openapi/messaging.yaml).
import type { WsConnect } from '../../features/messaging/api';
import { getDb, save } from '../db';
import { authed, fail, intParam, ok, paged } from '../http';
import { issuePushCode } from '../ws';
import { pendingOrderCount } from './invoice';

export const messagingHandlers = [
  authed('get', '/v1/message/notice', () => ok({ list: getDb().notices })),

  authed('get', '/v2/message/message/list', ({ account, query }) => {
    const all = getDb().messages[account.uid] ?? [];
    const read = query.get('read');
    const rows = read === '0' ? all.filter((m) => !m.read) : read === '1' ? all.filter((m) => m.read) : all;
    return ok({
      list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)),
      total: rows.length,
      unread: all.filter((m) => !m.read).length,
    });
  }),

  authed('put', '/v2/message/message/read/{id}', ({ account, params }) => {
    for (const m of getDb().messages[account.uid] ?? []) if (params.id === 'all' || m.id === params.id) m.read = true;
    save();
    return ok(null);
  }),

  // The WeChat subscription code: the official account's parameterised link, one per user (the user menu offers it
  // to enterprise members only, spec 01 §2).
  authed('get', '/v2/message/subscribe/qrCode', ({ account }) => {
    return ok({ qrCode: `http://weixin.qq.com/q/02${account.uid.toLowerCase()}Ps7kQd1hE10000w03W`, expireSeconds: 2_592_000, subscribed: false });
  }),
  authed('get', '/v2/tax/invoice/order/pending/count', ({ account }) => ok({ pendOrderCount: pendingOrderCount(account) })),

  // The code for the push channel (spec 01 §7 Ws-connect); only for the signed-in user's own id.
  authed('get', '/v2/message/ws/connect', ({ account, query }) => {
    if (query.get('userId') !== account.uid) return fail(201000021, '用户信息不匹配');
    const reply: WsConnect = { code: issuePushCode(account.uid), msg: '连接码已生成' };
    return ok(reply);
  }),
];

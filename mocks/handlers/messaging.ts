// Messaging (app/api/openapi/messaging.yaml).
import { getDb, save } from '../db';
import { authed, intParam, ok, paged } from '../http';

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
];

// Terminals (platform/api/openapi/terminal.yaml).
import { getDb, findTerminal, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';

const WRONG_TERMINAL = '该终端信息有误';

export const terminalHandlers = [
  authed('get', '/v2/terminal/current', ({ account }) => {
    const diskId = getDb().currentDisk[account.uid];
    return ok(diskId ? (findTerminal(account, diskId) ?? null) : null);
  }),

  authed('put', '/v2/terminal/current', async ({ request, account }) => {
    const body = await jsonBody<{ deviceId: string }>(request);
    const terminal = findTerminal(account, String(body.deviceId ?? ''));
    if (!terminal) return fail(201100001, WRONG_TERMINAL);
    getDb().currentDisk[account.uid] = terminal.diskId;
    save();
    return ok(terminal, '默认终端切换成功');
  }),

  authed('get', '/v2/terminal/list', ({ account, query }) => {
    const key = query.get('key');
    return ok(visibleTerminals(account).filter((t) => matches(key, t.taxerName, t.taxerId, t.diskId, t.aliasName)).slice(0, 9999));
  }),

  authed('get', '/v2/terminal/equipment/list', ({ account, query }) => {
    const key = query.get('key');
    const online = query.get('online');
    const serviceStatus = query.get('serviceStatus');
    const qdStatus = query.get('qdStatus');
    const is = (wanted: string | null, value: unknown) => wanted === null || wanted === '' || String(value) === wanted;
    // qdStatus 3 stands for every error code (above 2), as the verification cell reads them.
    const qdMatches = (value: number | undefined) => (qdStatus === '3' ? (value ?? 0) > 2 : is(qdStatus, value));
    const rows = visibleTerminals(account).filter(
      (t) => matches(key, t.taxerName, t.taxerId, t.diskId, t.aliasName) && is(online, t.online) && is(serviceStatus, t.serviceStatus) && qdMatches(t.qdStatus),
    );
    const isPage = intParam(query, 'isPage', 1) !== 0;
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({
      list: isPage ? paged(rows, page, pageSize) : rows,
      pages: { items: rows.length, page: isPage ? page : 1, pageSize: isPage ? pageSize : rows.length },
    });
  }),

  authed('get', '/v2/terminal/check/{termId}', ({ account, params }) => {
    const t = findTerminal(account, params.termId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    return ok({ state: t.termStatus === 1 && t.online === 1 ? 0 : 1 });
  }),

  authed('put', '/v2/terminal/restore/{termId}', ({ account, params }) => {
    const t = findTerminal(account, params.termId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    return ok(null, '终端正在恢复中，请稍后刷新');
  }),

  authed('get', '/v2/terminal/disk/{diskId}/state', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const mounted = t.online === 1;
    return ok({ mountType: mounted ? 1 : 2, mountTypeDesc: mounted ? '挂载成功' : '挂载失败' });
  }),

  authed('get', '/v2/terminal/funcShow/{diskId}', ({ account, params, query }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const key = query.get('key');
    const isShow = key === 'term_expire' ? (t.servicePackage?.remain ?? 0) < 30 : key === 'multi_tab';
    return ok({ isShow });
  }),

  authed('get', '/v2/terminal/equity/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t?.servicePackage) return fail(201100001, WRONG_TERMINAL);
    return ok(t.servicePackage);
  }),

  authed('get', '/v2/terminal/auth/info', ({ account, query }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    return ok({ list: t.qdInfo ?? [] });
  }),

  authed('get', '/v3/iovat/collect/task/check/{id}', ({ account, params }) => {
    const t = findTerminal(account, params.id ?? '');
    return ok({ isCollection: !!t && t.diskType !== 7 });
  }),

  authed('get', '/v3/term/init/initializer/status', () => ok({})),
];

// Terminals (platform/api/openapi/terminal.yaml).
import type { Terminal } from '../../features/terminals/api';
import { demoAccountList } from '../accounts';
import { getDb, findTerminal, nextId, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';

const WRONG_TERMINAL = '该终端信息有误';

/** Tax offices (swjgdm) of a region where the service is not renewed online: renewal goes through the provider (spec 01 §8). */
export const NO_ONLINE_RENEWAL_OFFICES: ReadonlySet<string> = new Set(['13101001500']);

/** Renewal is due (expired, or under the 30-day threshold of spec 01 §9) and offered online in the terminal's region. */
function renewalOffered(t: Terminal): boolean {
  const due = t.serviceStatus === 4 || (t.servicePackage?.remain ?? 0) < 30;
  return due && !NO_ONLINE_RENEWAL_OFFICES.has(t.swjgdm ?? '');
}

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
    // term_expire: the renewal functions of the disk (renew, notify renewal); multi_tab: the package's editions are
    // offered (the upgrade to the cloud version). Our reading: spec 01 §7 names the keys and isShow only.
    const isShow = key === 'term_expire' ? renewalOffered(t) : key === 'multi_tab';
    return ok({ isShow });
  }),

  // 通知续费: the reminder lands in the inbox of the accounts of the disk's enterprise.
  authed('post', '/v2/terminal/equity/notify/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    if (!renewalOffered(t)) return fail(201100002, '当前终端无需续费或不支持在线续费，请联系服务商');
    const db = getDb();
    const days = t.servicePackage?.remain ?? 0;
    const content =
      t.serviceStatus === 4 || days === 0
        ? `${t.taxerName}的税盘【${t.diskId}】托管服务已到期，到期后将无法开票，请及时续费。`
        : `${t.taxerName}的税盘【${t.diskId}】托管服务将于${days}天后到期，请及时续费。`;
    for (const a of demoAccountList) {
      if (a.scope !== 'enterprise' || a.enterpriseTaxerId !== t.taxerId) continue;
      const inbox = (db.messages[a.uid] ??= []);
      inbox.unshift({ id: `M${a.uid}-R${nextId()}`, title: '托管服务续费提醒', content, bizId: 'FWDQ', read: false, createTime: new Date().toISOString() });
    }
    save();
    return ok(null, '续费提醒已发送');
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

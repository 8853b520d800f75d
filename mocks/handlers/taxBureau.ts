// Tax-bureau account linking (platform/api/openapi/taxBureau.yaml).
import type { LoginProfile, LoginResult, RegionConfig, TaxCategoryRow, AgreementRow } from '../../features/tax-bureau/api';
import { findTerminal, getDb, nextId, save } from '../db';
import { authed, fail, intParam, jsonBody, ok, paged } from '../http';
import { pad } from '../random';
import { clientKey, openSecret, sealSecret, serverKey, SECRET_FIELDS, type SecretField } from '../secrets';
import { pushMessage } from '../ws';

/**
 * bizId of the tax-bureau login results pushed on the user's channel (spec 02 §7.1 names none; ours). The client
 * reads the payload {code, msg, data, expireTime, traceno, diskId}, whatever the bizId.
 */
export const TAX_LOGIN_BIZ = 'QDDL';

/** Pushes a login result to the user (besides the result the client polls by traceno). */
function pushLoginResult(uid: string, diskId: string, traceno: string, code: string, msg: string): void {
  pushMessage(TAX_LOGIN_BIZ, { code, msg, traceno, diskId, expireTime: '' }, uid);
}

const WRONG_TERMINAL = '该终端信息有误';

const regions = [
  { dqbm: 'shanghai', dqbmName: '上海' },
  { dqbm: 'beijing', dqbmName: '北京' },
  { dqbm: 'zhejiang', dqbmName: '浙江' },
  { dqbm: 'jiangsu', dqbmName: '江苏' },
  { dqbm: 'guangdong', dqbmName: '广东' },
];

const field = (name: string) => ({ field: name, isUse: 1 as const });
const unused = (name: string) => ({ field: name, isUse: 0 as const });
// Agency login (IT160, IT600): scan with the agency's tax app first, or the agency's account and password.
const agencyMethods: RegionConfig['loginTypeList'] = [
  { dlfs: '13', dlfsName: '代理扫码登录', loginInfoList: [field('agencyNsrsbh')] },
  { dlfs: '21', dlfsName: '代理账号登录', loginInfoList: [field('agencyNsrsbh'), field('dlzh'), field('dlmm')] },
];
// Shanghai logs in with the enterprise password plus the identity password and offers certificate login; the other
// regions use the personal password and a relay-number method (spec 02 §5's Shanghai variants). SMS (12) and QR (13)
// are offered everywhere, so a change of region keeps them.
const shanghaiConfig: RegionConfig = {
  dzsjAppAndroid: 'https://etax.example.gov.cn/app/android.apk',
  loginTypeList: [
    { dlfs: '1', dlfsName: '密码登录', loginInfoList: [field('dlsf'), field('dlzh'), field('dlmm'), field('dlsfmm')] },
    { dlfs: '12', dlfsName: '短信验证码登录', loginInfoList: [field('dlsf'), field('dlzh'), field('dlmm'), field('bsrysjhm')] },
    { dlfs: '13', dlfsName: '扫码登录', loginInfoList: [field('dlsf'), unused('dlzh')] },
    { dlfs: '2', dlfsName: '数字证书登录', loginInfoList: [field('dlsf'), field('deviceType'), field('keypwd')] },
  ],
  agencyLoginType: agencyMethods,
};
const regionConfig: RegionConfig = {
  dzsjAppAndroid: 'https://etax.example.gov.cn/app/android.apk',
  loginTypeList: [
    { dlfs: '1', dlfsName: '密码登录', loginInfoList: [field('dlsf'), field('dlzh'), field('dlmm')] },
    { dlfs: '12', dlfsName: '短信验证码登录', loginInfoList: [field('dlsf'), field('dlzh'), field('dlmm'), field('bsrysjhm')] },
    { dlfs: '13', dlfsName: '扫码登录', loginInfoList: [field('dlsf')] },
    { dlfs: '6', dlfsName: '中间号登录', loginInfoList: [field('dlsf'), field('dlzh'), field('dlmm'), field('zjh')] },
  ],
  agencyLoginType: agencyMethods,
};

/** The SMS code the embedded backend accepts (docs/demo.md): any other 6 digits are a wrong code. */
export const DEMO_SMS_CODE = '123456';
/** A QR login is 'scanned' this long after it is shown (docs/demo.md). */
const QR_SCAN_DELAY_MS = 5000;
/** The QR logins shown and not yet 'scanned', by trace number. */
const pendingScans = new Map<string, { timer: ReturnType<typeof setTimeout>; scan: () => void }>();

/**
 * The demo tax app scans every QR login shown now, without waiting for QR_SCAN_DELAY_MS: for stories and tests, which
 * play the user's scan as an event instead of waiting the demo's seconds.
 */
export function scanShownQrCodes(): void {
  for (const { timer, scan } of [...pendingScans.values()]) {
    clearTimeout(timer);
    scan();
  }
}
/** Forgets the QR logins waiting for their demo scan (mocks/serverWork.ts). */
export function stopQrScans(): void {
  for (const { timer } of pendingScans.values()) clearTimeout(timer);
  pendingScans.clear();
}
const LOCKED = '账号密码错误次数过多已被锁定，请先解锁';
const WRONG_CODE = '短信验证码错误，请重新输入';

/** A profile passed: it is verified and the terminal's verification status says so. */
function markVerified(diskId: string, dlzh: string | undefined): void {
  const db = getDb();
  db.taxLogin[diskId] = 1;
  for (const p of db.profiles[diskId] ?? []) if (p.dlzh === dlzh) p.isAvailable = 1;
  const terminal = db.terminals.find((t) => t.diskId === diskId);
  if (terminal) {
    terminal.qdStatus = 1;
    terminal.qdStatusDesc = '已通过';
  }
}

export const categories: TaxCategoryRow[] = [
  { zsxmmc: '增值税', zspmmc: '软件服务', zszmmc: '', zsdlfsmc: '自行申报', nsqxmc: '月', sbqxmc: '期满之日起15日内', zsl: '0.06', slhdwse: '', zfsbz: '否', hymc: '软件开发' },
  { zsxmmc: '城市维护建设税', zspmmc: '市区（增值税附征）', zszmmc: '', zsdlfsmc: '自行申报', nsqxmc: '月', sbqxmc: '期满之日起15日内', zsl: '0.07', slhdwse: '', zfsbz: '否', hymc: '软件开发' },
  { zsxmmc: '教育费附加', zspmmc: '增值税教育费附加', zszmmc: '', zsdlfsmc: '自行申报', nsqxmc: '月', sbqxmc: '期满之日起15日内', zsl: '0.03', slhdwse: '', zfsbz: '否', hymc: '软件开发' },
];

export const agreements: AgreementRow[] = [
  { sfxyh: '3101000020240001', yhhbMc: '中国工商银行', jkzhmc: '上海示例科技有限公司', jkzh: '1001234509876543210', khyhhh: '102290000001', qsyhhh: '102290000001', pkbzmc: '有效', skssswjgMc: '国家税务总局上海市浦东新区税务局', yhyywdMc: '中国工商银行上海张江支行' },
];

const BAD_SECRET = '账号密钥信息无效，请刷新页面后重试';

// The secrets a profile was saved with, kept in memory beside the database (never in its stored copy), per
// database so that a reset forgets them: diskId -> one record per profile.
const savedSecrets = new WeakMap<object, Map<string, Partial<Record<SecretField, string>>[]>>();
function secretsOf(diskId: string): Partial<Record<SecretField, string>>[] {
  const db = getDb();
  if (!savedSecrets.has(db)) savedSecrets.set(db, new Map());
  const byDisk = savedSecrets.get(db)!;
  // A seeded profile's secrets (the demo data holds them beside the profile) become its saved secrets.
  if (!byDisk.has(diskId)) byDisk.set(diskId, (db.profiles[diskId] ?? []).map((profile) => secretFieldsOf(profile)));
  return byDisk.get(diskId)!;
}

/** The secret fields of a profile as stored. */
function secretFieldsOf(profile: object): Partial<Record<SecretField, string>> {
  const secrets: Partial<Record<SecretField, string>> = {};
  for (const field of SECRET_FIELDS) {
    const value = (profile as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') secrets[field] = value;
  }
  return secrets;
}

/** A profile without its secret fields (they travel sealed, never in clear). */
function withoutSecrets<T extends object>(profile: T): T {
  const rest = { ...profile } as Record<string, unknown>;
  for (const field of SECRET_FIELDS) delete rest[field];
  return rest as T;
}

/**
 * Opens the sealed secrets of the profiles a client sent (a real backend does the same): the profiles without them,
 * and the secrets apart; null when one is in clear or cannot be opened.
 */
async function openProfiles(request: Request, list: LoginProfile[]): Promise<{ profiles: LoginProfile[]; secrets: Partial<Record<SecretField, string>>[] } | null> {
  const key = await clientKey(request);
  try {
    const opened = await Promise.all(
      list.map(async (profile) => {
        const rest = { ...profile } as Record<string, unknown>;
        const secrets: Partial<Record<SecretField, string>> = {};
        for (const field of SECRET_FIELDS) {
          const value = rest[field];
          delete rest[field];
          if (typeof value === 'string' && value !== '') secrets[field] = await openSecret(key, field, value);
        }
        return { profile: rest as LoginProfile, secrets };
      }),
    );
    return { profiles: opened.map((o) => o.profile), secrets: opened.map((o) => o.secrets) };
  } catch {
    return null;
  }
}

function resultCode(dlfs: string | undefined): string {
  return dlfs === '12' ? 'SMS' : dlfs === '13' ? 'QRCODE' : 'S000';
}

export const taxBureauHandlers = [
  authed('get', '/v2/terminal/operation/qd/loginStatus/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const status = getDb().taxLogin[t.diskId] ?? 0;
    return ok({ status, statusStr: status === 1 ? '已登录' : '未登录' });
  }),

  authed('get', '/v2/terminal/operation/qd/loginResult/{diskId}', ({ account, params, query }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const traceno = query.get('traceno') ?? '';
    const db = getDb();
    const scanned = db.traces[traceno];
    if (scanned?.code === 'QRCODE' && scanned.scannedAt !== undefined && Date.now() >= scanned.scannedAt && scanned.diskId === t.diskId) {
      db.traces[traceno] = { diskId: scanned.diskId, code: 'S000', message: '登录成功' };
      markVerified(scanned.diskId, scanned.dlzh);
      save();
    }
    const trace = db.traces[traceno];
    if (!trace || trace.diskId !== t.diskId) {
      const result: LoginResult = { code: 'F000', msg: '登录电子税局失败，请稍后重试。', message: '登录电子税局失败，请稍后重试。', traceno };
      return ok(result);
    }
    const loggedIn = trace.code === 'S000';
    const result: LoginResult = {
      code: trace.code,
      msg: trace.message,
      message: trace.message,
      traceno,
      status: loggedIn ? 1 : 0,
      statusStr: loggedIn ? '已登录' : '未登录',
      ...(trace.data ? { data: trace.data, expireTime: String(Date.now() + 120_000) } : {}),
    };
    return ok(result);
  }),

  authed('get', '/v2/terminal/operation/auth/secretKey', async () => {
    const { keyId, publicKey } = await serverKey();
    return ok({ keyId, publicKey });
  }),

  authed('put', '/v2/terminal/operation/auth/bind', async ({ account, request }) => {
    const body = await jsonBody<{ list: LoginProfile[] }>(request);
    const t = findTerminal(account, body.list?.[0]?.diskId ?? '');
    if (!t || !body.list?.[0]) return fail(201100001, WRONG_TERMINAL);
    const opened = await openProfiles(request, body.list);
    if (!opened) return fail(201300031, BAD_SECRET);
    const profile = opened.profiles[0]!;
    const db = getDb();
    const traceno = `TR${pad(nextId(), 6)}`;
    const saved = (db.profiles[t.diskId] ?? []).find((p) => p.dlzh === profile.dlzh);
    if (saved?.isPwdErr === '1') {
      db.traces[traceno] = { diskId: t.diskId, code: 'F000', message: LOCKED };
      save();
      return ok({ code: 'F000', traceno, message: LOCKED });
    }
    // The password arrives sealed (platform/api/secrets.ts); openProfiles keeps it apart from the profile.
    if (profile.dlfs !== '13' && !opened.secrets[0]?.dlmm && profile.dlfs !== '2') {
      const message = '用户名或密码错误';
      db.traces[traceno] = { diskId: t.diskId, code: 'F000', message };
      save();
      return ok({ code: 'F000', traceno, message });
    }
    const code = resultCode(profile.dlfs);
    const message = code === 'SMS' ? '正在发送验证码，请收到验证码后输入' : code === 'QRCODE' ? '请使用税务APP扫码' : '登录成功';
    db.traces[traceno] = {
      diskId: t.diskId,
      code,
      message,
      ...(profile.dlzh ? { dlzh: profile.dlzh } : {}),
      // The QR is drawn from this text; the demo 'scans' it with the tax app 5 s later.
      ...(code === 'QRCODE' ? { data: `https://etax.example.gov.cn/qr?trace=${traceno}`, scannedAt: Date.now() + QR_SCAN_DELAY_MS } : {}),
    };
    if (code === 'S000') markVerified(t.diskId, profile.dlzh);
    save();
    if (code === 'QRCODE') {
      // The demo scan also arrives as a push (the client may hear it before its next poll).
      const db0 = db;
      const scan = () => {
        pendingScans.delete(traceno);
        const trace = getDb() === db0 ? db0.traces[traceno] : undefined;
        if (trace?.code !== 'QRCODE') return;
        db0.traces[traceno] = { diskId: trace.diskId, code: 'S000', message: '登录成功' };
        markVerified(trace.diskId, trace.dlzh);
        save();
        pushLoginResult(account.uid, trace.diskId, traceno, 'S000', '登录成功');
      };
      pendingScans.set(traceno, { timer: setTimeout(scan, QR_SCAN_DELAY_MS), scan });
    }
    return ok({ code, traceno, message });
  }),

  authed('put', '/v2/terminal/operation/auth/bindAndSave', async ({ account, request }) => {
    const body = await jsonBody<{ list: LoginProfile[] }>(request);
    const first = body.list?.[0];
    const t = findTerminal(account, first?.diskId ?? '');
    if (!t || !body.list) return fail(201100001, WRONG_TERMINAL);
    const opened = await openProfiles(request, body.list.slice(0, 2));
    if (!opened) return fail(201300031, BAD_SECRET);
    const db = getDb();
    db.profiles[t.diskId] = opened.profiles.map((p, k) => ({ ...(db.profiles[t.diskId]?.[k] ?? {}), ...p, diskId: t.diskId }));
    const kept = secretsOf(t.diskId);
    opened.secrets.forEach((secrets, k) => (kept[k] = { ...kept[k], ...secrets }));
    save();
    return ok(null, '账号保存成功');
  }),

  authed('post', '/v2/terminal/operation/auth/yzm', async ({ account, query, request }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const body = await jsonBody<{ sjhm: string; yzm?: string; dlzh?: string }>(request);
    const db = getDb();
    // The latest SMS login of this disk (if any) is the one the code answers.
    const pending = Object.entries(db.traces).filter(([, tr]) => tr.diskId === t.diskId && tr.code === 'SMS').pop();
    if (!body.yzm) return ok(null, '验证码已发送');
    if (body.yzm !== DEMO_SMS_CODE) return fail(201300021, WRONG_CODE);
    if (pending) db.traces[pending[0]] = { diskId: t.diskId, code: 'S000', message: '登录成功' };
    markVerified(t.diskId, body.dlzh);
    save();
    if (pending) pushLoginResult(account.uid, t.diskId, pending[0], 'S000', '登录成功');
    return ok(null, '登录成功');
  }),

  authed('get', '/v2/terminal/operation/qd/region/{dqbm}', ({ params }) => {
    if (!regions.some((r) => r.dqbm === params.dqbm)) return fail(201300404, '暂不支持该地区');
    return ok(params.dqbm === 'shanghai' ? shanghaiConfig : regionConfig);
  }),

  authed('get', '/v2/terminal/operation/qd/regions', () => ok(regions)),

  authed('get', '/v2/terminal/operation/auth/info', async ({ account, query, request }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    // The saved secrets go back sealed for the client's key; without one, not at all.
    const key = await clientKey(request);
    const kept = secretsOf(t.diskId);
    const list = await Promise.all(
      (getDb().profiles[t.diskId] ?? []).map(async (profile, k) => {
        const sealed: Partial<Record<SecretField, string>> = {};
        if (key) for (const [field, value] of Object.entries(kept[k] ?? {})) sealed[field as SecretField] = await sealSecret(key, field as SecretField, value);
        return { ...withoutSecrets(profile), ...sealed };
      }),
    );
    return ok({ list });
  }),

  authed('put', '/v2/terminal/operation/auth/kp', ({ account, query }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const profiles = getDb().profiles[t.diskId] ?? [];
    const dlzh = query.get('dlzh');
    if (!profiles.some((p) => p.dlzh === dlzh)) return fail(201300002, '该账号不存在');
    for (const p of profiles) p.isKp = p.dlzh === dlzh ? 1 : 0;
    // The invoicing account comes first; its saved secrets move with it.
    const kept = secretsOf(t.diskId);
    const pairs = profiles.map((profile, k) => ({ profile, secrets: kept[k] ?? {} }));
    pairs.sort((a, b) => (b.profile.isKp ?? 0) - (a.profile.isKp ?? 0));
    profiles.splice(0, profiles.length, ...pairs.map((p) => p.profile));
    kept.splice(0, kept.length, ...pairs.map((p) => p.secrets));
    save();
    return ok(null, '设置成功');
  }),

  authed('put', '/v2/terminal/operation/auth/unlock', ({ account, query }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    for (const p of getDb().profiles[t.diskId] ?? []) p.isPwdErr = '0';
    save();
    return ok(null, '解锁成功');
  }),

  authed('post', '/v2/terminal/operation/qd/loginOperate', async ({ account, request }) => {
    const body = await jsonBody<{ diskId: string; dlzh: string }>(request);
    const t = findTerminal(account, body.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    const isLogin = getDb().taxLogin[t.diskId] === 1 ? 1 : 0;
    const now = Date.now();
    return ok({ isLogin, time: String(now), trace: `${t.diskId}1${now}` });
  }),

  authed('get', '/v2/terminal/operation/qd/changeQy/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    return ok({ isChange: t.taxerProp !== '企业' });
  }),

  authed('put', '/v2/terminal/operation/qd/changeQy/{diskId}', ({ account, params }) => {
    if (!findTerminal(account, params.diskId ?? '')) return fail(201100001, WRONG_TERMINAL);
    return ok(null, '切换成功');
  }),

  authed('get', '/v2/terminal/operation/qd/skip/{diskId}', ({ account, params, query }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    // spec 02 §2.1 item 4: only a logged-in IT160 or IT600 terminal jumps (the client checks first; so does the server).
    if (!['IT160', 'IT600'].includes(t.tsp)) return fail(201300041, '该终端型号不支持跳转电子税局');
    if (getDb().taxLogin[t.diskId] !== 1) return fail(201300042, '数电账号未登录，请先登录');
    return query.get('type') === '4'
      ? ok({ data: { diskId: t.diskId, taxerId: t.taxerId } })
      : ok({ loginURL: `https://etax.example.gov.cn/login?nsrsbh=${t.taxerId}` });
  }),

  authed('put', '/v2/terminal/operation/qd/boundInfo', () => ok(null)),

  authed('put', '/v2/tax/sfzrd/sync', ({ account, query }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    getDb().syncRecords.unshift({ tsCreate: new Date().toISOString(), taxerId: query.get('taxerId') ?? t.taxerId, diskId: t.diskId, status: 0 });
    save();
    return ok(null, '同步请求已发送，请稍后查看');
  }),

  authed('get', '/v2/tax/sfzrd/records', ({ query }) => {
    const taxerId = query.get('taxerId');
    const rows = getDb().syncRecords.filter((r) => r.taxerId === taxerId);
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 50)), total: rows.length });
  }),

  // After sync and records: the parameter route would otherwise shadow them.
  authed('get', '/v2/tax/sfzrd/{taxerId}', () => ok({ list: categories })),

  authed('get', '/v2/tax/sfxy', () => ok({ sfxyqdxxInfo: { sfhjxyxxList: agreements } })),

  authed('put', '/v2/tax/seller/bank', async ({ account, request }) => {
    const body = await jsonBody<{ diskId: string; khh: string; yhzh: string }>(request);
    const t = findTerminal(account, body.diskId ?? '');
    if (!t) return fail(201100001, WRONG_TERMINAL);
    getDb().sellerBank[t.diskId] = { khh: String(body.khh ?? ''), yhzh: String(body.yhzh ?? '') };
    save();
    return ok(null, '销方信息添加成功');
  }),
];

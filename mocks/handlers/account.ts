// Account and auth (platform/api/openapi/account.yaml).
import type { LoginRequest, LoginReply, RefreshRequest, SessionProfile, UserInfo, AgencyAccount } from '../../features/account/api';
import { ACCOUNT_DISABLED } from '../../features/account/rules/signInRefusals';
import { demoAccountList, type DemoAccount } from '../accounts';
import { issueToken, refreshTokens, revokeToken, save } from '../db';
import { authed, fail, intParam, jsonBody, maybeAuthed, ok, open, paged, unauthorized } from '../http';
import { accountByLogin, passwordMatches, sealPassword, staffByPhone, staffRecordOf } from '../staffAccounts';
import { isDisabledStaff, staffListOf } from './organisation';

export function profileOf(a: DemoAccount): SessionProfile {
  return {
    uid: a.uid,
    // A staff member added without a phone has none (the staff form's phone is optional).
    ...(a.phone ? { phone: a.phone } : {}),
    roleType: a.roleType,
    accountRoleCode: a.accountRoleCode,
    trueRoleType: a.trueRoleType,
    vipLevel: a.vipLevel,
    outletId: a.outletId,
    userName: a.userName,
    memberChannel: a.memberChannel,
    ...(a.enterpriseTaxerId ? { enterpriseTaxerId: a.enterpriseTaxerId } : {}),
    ...(a.agencyTaxerId ? { agencyTaxerId: a.agencyTaxerId } : {}),
    ...(a.serviceOutletId ? { serviceOutletId: a.serviceOutletId } : {}),
  };
}

const UDID_PREFIX = 'udid-';

/** The password as the client sends it: SHA-256, 64 lower-case hex digits (docs/security.md). */
const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/**
 * Whose password the flow may change: signed out, the phone must belong to an account (a demo account's or an
 * organisation's staff member's); signed in, it must be the account's own phone. Undefined when fine, else the
 * failure reply. The spec gives no words for an unknown phone: 该手机号未注册 is ours.
 */
function phoneProblem(account: DemoAccount | undefined, phone: string): Response | undefined {
  if (!account) return demoAccountList.some((a) => a.phone === phone) || staffByPhone(phone).length > 0 ? undefined : fail(201000013, '该手机号未注册');
  return account.phone === phone ? undefined : fail(201000014, '手机号与当前账号不一致');
}

export const accountHandlers = [
  open('post', '/v1/account/login', async ({ request }) => {
    const body = await jsonBody<LoginRequest>(request);
    // A demo account or a staff account of an organisation (mocks/staffAccounts.ts). The client sends SHA-256 of the
    // password (as the password update does): compared with the salted hash kept of it for a staff password an
    // administrator gave, with the SHA-256 of the demo password otherwise. A disabled account is told so only once
    // its password is right.
    const account = accountByLogin(String(body.username ?? '').trim());
    if (!account || !isPasswordHash(body.password) || !(await passwordMatches(account, body.password))) return fail(201000001, '用户名或密码错误');
    if (isDisabledStaff(account.uid)) return fail(ACCOUNT_DISABLED, '账号已停用，请联系管理员');
    const reply: LoginReply = { ...issueToken(account.uid), ...profileOf(account) };
    return ok(reply, '登录成功');
  }),

  open('post', '/v1/account/refreshToken', async ({ request }) => {
    const body = await jsonBody<RefreshRequest>(request);
    const token = refreshTokens(String(body.refresh_token ?? ''));
    return token ? ok(token) : unauthorized();
  }),

  authed('get', '/v1/account/userinfo', ({ account }) => {
    const info: UserInfo = { id: account.uid, ...profileOf(account), outletId: account.outletId, account: account.username };
    return ok(info);
  }),

  authed('post', '/v1/account/logout', async ({ request }) => {
    const body = await jsonBody<{ token: string }>(request);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    for (const t of [body.token, bearer]) if (t) revokeToken(t);
    return ok(null, '退出成功');
  }),

  // The password flow (spec 02 §7.2) works signed in (change password: the account's own phone) and signed
  // out (/forgetPwd: a demo account's or a staff member's phone). The UDID proves the SMS code of that phone. A staff
  // member who changes their password, signed in or through /forgetPwd, keeps the new one (sealed as an
  // administrator's reset is); the demo administrators and members keep the passwords the README lists.
  maybeAuthed('get', '/v1/account/security/captcha', ({ account, query }) => {
    const mob = query.get('mob') ?? '';
    if (!/^1[3-9]\d{9}$/.test(mob)) return fail(201000011, '手机号码格式不正确');
    const problem = phoneProblem(account, mob);
    if (problem) return problem;
    return ok(null, '验证码已发送');
  }),

  maybeAuthed('get', '/v1/account/security/udid', ({ account, query }) => {
    const mobile = query.get('mobile') ?? '';
    const problem = phoneProblem(account, mobile);
    if (problem) return problem;
    // Any 6-digit code is accepted by the demo backend; 000000 stands for a wrong one.
    const captcha = query.get('captcha') ?? '';
    if (!/^\d{6}$/.test(captcha) || captcha === '000000') return fail(201000010, '验证码校验失败!');
    return ok({ udid: `${UDID_PREFIX}${mobile}` });
  }),

  maybeAuthed('put', '/v1/account/security/password', async ({ account, request }) => {
    const body = await jsonBody<{ password: string; udid: string }>(request);
    // A staff member's new password, sealed before the checks (nothing awaited between them and the write).
    const udid = String(body.udid ?? '');
    const phone = udid.startsWith(UDID_PREFIX) ? udid.slice(UDID_PREFIX.length) : '';
    // Signed out: every staff account of the phone the SMS code proved (docs/organisation/staff-roles-departments.md).
    const mine = account ? staffRecordOf(account.uid) : undefined;
    const owners = mine && !mine.staff.isAdmin ? [mine.staff] : account ? [] : staffByPhone(phone);
    const sealed = owners.length > 0 && isPasswordHash(body.password) ? await sealPassword(body.password) : null;
    if (!phone || phoneProblem(account, phone)) return fail(201000010, '验证码校验失败!');
    if (!body.password) return fail(201000012, '密码不能为空');
    // A password in clear (or any other shape) is refused: the client sends its SHA-256.
    if (!isPasswordHash(body.password)) return fail(201000015, '密码格式错误');
    if (sealed) for (const s of owners) s.password = sealed;
    save();
    return ok(null, '密码修改成功!');
  }),

  // The staff of the caller's organisation (mocks/handlers/organisation.ts); a member sees the accounts of its role.
  authed('get', '/v1/account/account/list', ({ account, query }) => {
    const staff = staffListOf(account);
    const list: AgencyAccount[] =
      staff ??
      demoAccountList.filter((a) => a.roleType === account.roleType).map((a) => ({ uid: a.uid, userName: a.userName, phone: a.phone }));
    return ok({ list: paged(list, intParam(query, 'pageNum', 1), intParam(query, 'pageSize', 99999)), total: list.length });
  }),
];

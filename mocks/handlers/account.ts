// Account and auth (app/api/openapi/account.yaml).
import type { LoginRequest, LoginReply, RefreshRequest, SessionProfile, UserInfo, AgencyAccount } from '../../features/account/api';
import { accountByUsername, demoAccountList, type DemoAccount } from '../accounts';
import { issueToken, refreshTokens, revokeToken, save } from '../db';
import { authed, fail, jsonBody, ok, open, unauthorized } from '../http';

export function profileOf(a: DemoAccount): SessionProfile {
  return {
    uid: a.uid,
    phone: a.phone,
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

export const accountHandlers = [
  open('post', '/v1/account/login', async ({ request }) => {
    const body = await jsonBody<LoginRequest>(request);
    const account = accountByUsername(String(body.username ?? '').trim());
    if (!account || account.password !== body.password) return fail(201000001, '用户名或密码错误');
    const reply: LoginReply = { ...issueToken(account.uid), ...profileOf(account) };
    return ok(reply, '登录成功');
  }),

  open('post', '/v1/account/refreshToken', async ({ request }) => {
    const body = await jsonBody<RefreshRequest>(request);
    const token = refreshTokens(String(body.refresh_token ?? ''));
    return token ? ok(token) : unauthorized();
  }),

  authed('get', '/v1/account/userinfo', ({ account }) => {
    const info: UserInfo = { id: account.uid, ...profileOf(account), outletId: account.outletId };
    return ok(info);
  }),

  authed('post', '/v1/account/logout', async ({ request }) => {
    const body = await jsonBody<{ token: string }>(request);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    for (const t of [body.token, bearer]) if (t) revokeToken(t);
    return ok(null, '退出成功');
  }),

  authed('get', '/v1/account/security/captcha', ({ query }) => {
    if (!/^1[3-9]\d{9}$/.test(query.get('mob') ?? '')) return fail(201000011, '手机号码格式不正确');
    return ok(null, '验证码已发送');
  }),

  authed('get', '/v1/account/security/udid', ({ query }) => {
    // Any 6-digit code is accepted by the demo backend; 000000 stands for a wrong one.
    const captcha = query.get('captcha') ?? '';
    if (!/^\d{6}$/.test(captcha) || captcha === '000000') return fail(201000010, '验证码校验失败!');
    return ok({ udid: `udid-${query.get('mobile') ?? ''}` });
  }),

  authed('put', '/v1/account/security/password', async ({ request }) => {
    const body = await jsonBody<{ password: string; udid: string }>(request);
    if (!body.udid) return fail(201000010, '验证码校验失败!');
    if (!body.password) return fail(201000012, '密码不能为空');
    save();
    return ok(null, '密码修改成功!');
  }),

  authed('get', '/v1/account/account/list', ({ account }) => {
    const list: AgencyAccount[] = demoAccountList
      .filter((a) => a.roleType === account.roleType)
      .map((a) => ({ uid: a.uid, userName: a.userName, phone: a.phone }));
    return ok({ list, total: list.length });
  }),
];

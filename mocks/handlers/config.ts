// Config, menu, permissions and outlets (platform/api/openapi/config.yaml).
import type { ContactInfo, LogoConfig, StaticConfig } from '../../features/config/api';
import type { DemoAccount } from '../accounts';
import { findTerminal, getDb } from '../db';
import { authed, ok, open } from '../http';
import { menuFor, menuGranted, terminalKindOf, type MenuTerminalKind } from '../menus';
import { orgPermission, outletsUnder } from './organisation';
import { HttpResponse } from 'msw';
import staticConfigFile from '../../public/static/config.json';
import logoConfigFile from '../../public/static/localhost/logo.json';

/**
 * The static config: the very file production serves (public/static/config.json, copied into the build), so the
 * mock and the file cannot differ. Edit that file's `version` in a deployment to make open portals reload.
 */
export const staticConfig: StaticConfig = staticConfigFile;

/**
 * The demo host's logo config: the file production would serve at /static/localhost/logo.json (public/static/localhost,
 * with its logo images beside it). The embedded backend answers it for any host, so the demo looks the same on
 * 127.0.0.1 or a LAN address.
 */
const logoConfig: LogoConfig = logoConfigFile;

/** The customer-service contact info (spec 01 §7 Contact info: wxkfSw.qrCode is the WeChat customer-service link). */
export const contactInfo: ContactInfo = {
  wxkfSw: { qrCode: 'https://work.weixin.qq.com/kfid/kfc0d5e3a7b9c1f2e48' },
  hotlines: [{ name: '开票技术支持', phone: '400-800-1234' }],
  serviceTime: '09:00-18:00',
};

/** The terminal the menu is for: the disk asked for, else the account's current one (none: no invoicing pages). */
function menuTerminalKind(account: DemoAccount, diskId: string | null): MenuTerminalKind {
  const id = diskId || getDb().currentDisk[account.uid];
  const terminal = id ? findTerminal(account, id) : undefined;
  return terminalKindOf(terminal?.diskType, terminal?.issueType);
}

/**
 * Permission codes (GET /v2/auth/v2/perm/check): a staff member's role decides the codes of its organisation's
 * catalogue (mocks/handlers/organisation.ts); otherwise admin:* nobody, agency:* role 3, service:* role 2, others everyone.
 */
function hasPermission(account: DemoAccount, permCode: string): boolean {
  const byRole = orgPermission(account, permCode);
  if (byRole !== undefined) return byRole;
  if (permCode.startsWith('admin:')) return false;
  if (permCode.startsWith('agency:')) return account.roleType === 3;
  if (permCode.startsWith('service:')) return account.roleType === 2;
  return permCode.length > 0;
}

export const configHandlers = [
  // Static files: no envelope, no token.
  open('get', '/static/config.json', () => HttpResponse.json(staticConfig)),
  open('get', '/static/{host}/logo.json', () => HttpResponse.json(logoConfig)),

  authed('get', '/v1/apps-service/contact/info', () => ok(contactInfo)),

  // The menu for the terminal and scene, without the pages the account's role forbids (the codes of the permission
  // check below, asked on every call: a role changed on 角色管理 shows in the next menu fetched).
  authed('get', '/v2/auth/v2/nav', ({ account, query }) => {
    const menu = menuFor(account.roleType, menuTerminalKind(account, query.get('diskId')), query.get('scene') === 'RET1' ? 'RET1' : 'default');
    return ok(menuGranted(menu, (code) => hasPermission(account, code)));
  }),

  authed('get', '/v2/auth/v2/perm/check', ({ account, query }) => ok({ hasPerm: hasPermission(account, query.get('permCode') ?? '') })),

  // The departments (agency) or outlets (provider) under an outlet of the caller's organisation, itself first.
  authed('get', '/v1/organization/outlet/{id}', ({ account, params, query }) => ok(outletsUnder(account, params.id ?? '', query.get('child') === '-1'))),
];

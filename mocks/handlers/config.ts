// Config, menu, permissions and outlets (platform/api/openapi/config.yaml).
import type { LogoConfig, StaticConfig } from '../../features/config/api';
import type { DemoAccount } from '../accounts';
import { findTerminal, getDb } from '../db';
import { authed, ok, open } from '../http';
import { menuFor, terminalKindOf, type MenuTerminalKind } from '../menus';
import { HttpResponse } from 'msw';
import staticConfigFile from '../../public/static/config.json';

/**
 * The static config: the very file production serves (public/static/config.json, copied into the build), so the
 * mock and the file cannot differ. Edit that file's `version` in a deployment to make open portals reload.
 */
export const staticConfig: StaticConfig = staticConfigFile;

const logoConfig: LogoConfig = {
  css_style: 'member',
  agencss_style: 'agency',
  servcss_style: 'provider',
  grounp_style: 'group',
  web_logo: '/logo/member.svg',
  servi_web_logo: '/logo/provider.svg',
  agent_web_logo: '/logo/agency.svg',
  serverInfo: '客服热线 400-800-1234（工作日 9:00-18:00）',
  dlEkk: '0',
  yspyc: '0',
};

/** The terminal the menu is for: the disk asked for, else the account's current one (none: no invoicing pages). */
function menuTerminalKind(account: DemoAccount, diskId: string | null): MenuTerminalKind {
  const id = diskId || getDb().currentDisk[account.uid];
  const terminal = id ? findTerminal(account, id) : undefined;
  return terminalKindOf(terminal?.diskType, terminal?.issueType);
}

/** Permission codes (GET /v2/auth/v2/perm/check): admin:* nobody, agency:* role 3, service:* role 2, others everyone. */
function hasPermission(account: DemoAccount, permCode: string): boolean {
  if (permCode.startsWith('admin:')) return false;
  if (permCode.startsWith('agency:')) return account.roleType === 3;
  if (permCode.startsWith('service:')) return account.roleType === 2;
  return permCode.length > 0;
}

export const configHandlers = [
  // Static files: no envelope, no token.
  open('get', '/static/config.json', () => HttpResponse.json(staticConfig)),
  open('get', '/static/{host}/logo.json', () => HttpResponse.json(logoConfig)),

  authed('get', '/v2/auth/v2/nav', ({ account, query }) =>
    ok(menuFor(account.roleType, menuTerminalKind(account, query.get('diskId')), query.get('scene') === 'RET1' ? 'RET1' : 'default')),
  ),

  authed('get', '/v2/auth/v2/perm/check', ({ account, query }) => ok({ hasPerm: hasPermission(account, query.get('permCode') ?? '') })),

  authed('get', '/v1/organization/outlet/{id}', ({ params, query }) => {
    const id = params.id ?? '';
    const children = [
      { outletid: `${id}-01`, name: '浦东网点', parentId: id },
      { outletid: `${id}-02`, name: '徐汇网点', parentId: id },
    ];
    const deep = query.get('child') === '-1' ? [{ outletid: `${id}-01-01`, name: '张江服务点', parentId: `${id}-01` }] : [];
    return ok([...children, ...deep]);
  }),
];

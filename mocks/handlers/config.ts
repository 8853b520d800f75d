// Config, menu, permissions and outlets (platform/api/openapi/config.yaml).
import type { LogoConfig, MenuItem, StaticConfig } from '../../features/config/api';
import type { DemoAccount } from '../accounts';
import { authed, ok, open } from '../http';
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

function menuOf(account: DemoAccount): MenuItem[] {
  const area = account.roleType === 1 ? 'member' : account.roleType === 2 ? 'service' : 'account';
  const home = account.roleType === 1 ? '/member/v3Home' : `/${area}/home`;
  const item = (id: string, name: string, path: string, children?: MenuItem[]): MenuItem => ({ id, name, path, ...(children ? { children } : {}) });
  return [
    item('home', '首页', home),
    item('invoice', '发票管理', `/${area}/invoice`, [
      item('issue', '发票开具', `/${area}/invoice/issue`),
      item('orders', '开票记录', `/${area}/invoice/orders`),
      item('repair', '修复列表', `/${area}/newRepairList`),
    ]),
    item('goods', '商品管理', `/${area}/goods`),
    item('terminal', '终端管理', account.roleType === 1 ? '/member/terminal' : `/${area}/sellerInfo`),
  ];
}

export const configHandlers = [
  // Static files: no envelope, no token.
  open('get', '/static/config.json', () => HttpResponse.json(staticConfig)),
  open('get', '/static/{host}/logo.json', () => HttpResponse.json(logoConfig)),

  authed('get', '/v2/auth/v2/nav', ({ account }) => ok(menuOf(account))),

  authed('get', '/v2/auth/v2/perm/check', ({ query }) => ok({ hasPerm: !(query.get('permCode') ?? '').startsWith('admin:') })),

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

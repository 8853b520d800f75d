// The tax-category dialog's Excel export (taxBureau.yaml exportSfzrd; spec 02 §7.2 'excel export (origindata=true)').
// Listed before the tax-bureau handlers: their /v2/tax/sfzrd/{taxerId} would otherwise answer /v2/tax/sfzrd/export.
import { findTerminal, getDb } from '../db';
import { authed, fail, file } from '../http';
import { agreements as agreementRows, categories as categoryRows } from './taxBureau';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function workbook(sheet: string, head: string[], rows: string[][]): string {
  const row = (cells: string[]) => `<Row>${cells.map((c) => `<Cell><Data ss:Type="String">${xml(c)}</Data></Cell>`).join('')}</Row>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    `<Worksheet ss:Name="${xml(sheet)}"><Table>`,
    row(head),
    ...rows.map(row),
    '</Table></Worksheet></Workbook>',
  ].join('\n');
}

export const taxCategoryHandlers = [
  authed('get', '/v2/tax/sfzrd/export', ({ account, query }) => {
    const taxerId = query.get('taxerId') ?? '';
    const diskId = query.get('diskId');
    if (diskId && !findTerminal(account, diskId)) return fail(201100001, '该终端信息有误');
    if (!getDb().terminals.some((t) => t.taxerId === taxerId)) return fail(202100404, '导出文件失败! 请稍后再试');
    if (query.get('kind') === 'sfxy') {
      const head = ['三方协议号', '银行行别', '缴款账户名称', '缴款账号', '开户银行行号', '清算银行行号', '协议状态', '税务机关', '银行营业网点'];
      const rows = agreementRows.map((r) => [r.sfxyh, r.yhhbMc, r.jkzhmc, r.jkzh, r.khyhhh, r.qsyhhh, r.pkbzmc, r.skssswjgMc, r.yhyywdMc].map((v) => v ?? ''));
      return file(workbook('三方协议', head, rows), 'application/vnd.ms-excel', `sfxy_${taxerId}.xls`);
    }
    const head = ['征收项目', '征收品目', '征收子目', '征收代理方式', '纳税期限', '申报期限', '税率', '税率或单位税额', '是否附加税', '行业'];
    const rows = categoryRows.map((r) => [r.zsxmmc, r.zspmmc, r.zszmmc, r.zsdlfsmc, r.nsqxmc, r.sbqxmc, r.zsl, r.slhdwse, r.zfsbz, r.hymc].map((v) => v ?? ''));
    return file(workbook('税费种认定', head, rows), 'application/vnd.ms-excel', `sfzrd_${taxerId}.xls`);
  }),
];

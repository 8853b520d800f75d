// Specific business by tax classification code (spec 01 §5 'Special business type by tax-code prefix', §9).
//
// Prefixes come from the national 商品和服务税收分类编码表 (the State Taxation Administration's goods and
// services tax classification code table, the one loaded into every invoicing terminal; codes are 19 digits,
// read left to right as category / sub-category / item):
//   1070101 01..08  refined oil (成品油): the spec's 9-digit range 107010101-107010108
//   305             construction services (建筑服务: 工程/安装/修缮/装饰/其他建筑服务)
//   3010102         land freight (陆路货物运输服务: 铁路, 道路, 其他陆路)
//   3010202         waterway freight (水路货物运输服务)
//   3010302         air freight (航空货物运输服务)
//   30104           pipeline transport (管道运输服务): only goods travel by pipeline
//   3010101         land passenger transport (陆路旅客运输服务: 铁路, 公路, 城市公共交通)
//   3010201         waterway passenger transport (水路旅客运输服务)
//   3010301         air passenger transport (航空旅客运输服务)
//   304050202       real estate operating lease (不动产经营租赁, incl. 30405020202 parking): type 06
// Checked against published excerpts of the table (e.g. 3010101020000000000 道路旅客运输服务,
// 3010102020000000000 道路货物运输服务, 3040502020200000000 车辆停放服务). Real estate sale (05) and the
// other specific businesses are chosen on the form and not derived from the code.
import { text } from './read';
import type { GoodsLine, SpecialBusinessType } from './types';

/** The specific businesses a tax code can imply. */
export type CodeBusiness = Extract<SpecialBusinessType, '01' | '03' | '04' | '06' | '09'>;

const prefixes: ReadonlyArray<readonly [string, CodeBusiness]> = [
  ['305', '03'],
  ['3010102', '04'],
  ['3010202', '04'],
  ['3010302', '04'],
  ['30104', '04'],
  ['3010101', '09'],
  ['3010201', '09'],
  ['3010301', '09'],
  ['304050202', '06'],
];

/** The 19-digit tax code of a line: spbm, else the draft row's zxbm; only the first 19 characters count (spec 01 §9). */
export function taxCodeOf(line: GoodsLine | null | undefined): string {
  if (!line || typeof line !== 'object') return '';
  const code = text(line.spbm).trim() || text(line.zxbm).trim();
  return code.slice(0, 19);
}

/**
 * The specific business a tax classification code belongs to: '01' refined oil, '03' construction,
 * '04' freight, '06' real estate lease, '09' passenger transport; null for other goods.
 */
export function specialBusinessOf(taxCode: string | null | undefined): CodeBusiness | null {
  if (typeof taxCode !== 'string') return null;
  const code = taxCode.trim().slice(0, 19);
  if (!/^\d{3,}/.test(code)) return null;
  const nine = code.slice(0, 9);
  if (nine.length === 9 && /^\d{9}$/.test(nine) && nine >= '107010101' && nine <= '107010108') return '01';
  for (const [prefix, business] of prefixes) if (code.startsWith(prefix)) return business;
  return null;
}

// Coal is identified by the tax-code prefix (spec 01 §5, §9): 1020101 / 1020102 / 1020199 (煤炭).
const coalPrefixes = ['1020101', '1020102', '1020199'];

/** True when the tax code is a coal product, which needs a coal type (mtzlDm) and a unit. */
export function isCoalCode(taxCode: string): boolean {
  const code = taxCode.slice(0, 19);
  return coalPrefixes.some((p) => code.startsWith(p));
}

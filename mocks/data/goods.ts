// The goods library's seed beyond the issuing catalogue (mocks/seed.ts): tens of goods, some without a tax code
// (waiting for AI coding), some with prices including tax.
import type { GoodsLine } from '../../features/goods/api';
import { pad } from '../random';
import { codeForName } from './goodsTaxCodes';

const rows: ReadonlyArray<[name: string, ggxh: string, dw: string, price: string, coded: boolean]> = [
  ['笔记本电脑', 'ThinkPad X1', '台', '8999.00', true],
  ['台式电脑主机', 'i7/16G/512G', '台', '5200.00', true],
  ['激光打印机', 'HP M404dn', '台', '2150.00', true],
  ['喷墨打印机', 'EPSON L3258', '台', '899.00', false],
  ['扫描仪', 'A4', '台', '1260.00', true],
  ['投影仪', '1080P', '台', '3599.00', false],
  ['无线键盘', 'K380', '个', '199.00', true],
  ['无线鼠标', 'M330', '个', '89.00', false],
  ['硬盘', '2TB', '块', '499.00', true],
  ['内存条', 'DDR4 16G', '条', '329.00', false],
  ['路由器', 'AX3000', '台', '399.00', true],
  ['交换机', '24口千兆', '台', '1280.00', false],
  ['碎纸机', '五级保密', '台', '680.00', true],
  ['复印纸', 'A4 70g', '箱', '128.00', true],
  ['信封', '牛皮纸', '包', '12.00', false],
  ['中性笔', '0.5mm', '盒', '24.00', true],
  ['文件夹', 'A4', '个', '8.50', false],
  ['办公桌', '1.4m', '张', '1150.00', true],
  ['办公椅', '人体工学', '把', '780.00', false],
  ['文件柜', '五层', '个', '960.00', true],
  ['工作服', '春秋款', '套', '168.00', false],
  ['绿茶', '250g', '盒', '198.00', true],
  ['桶装水', '18.9L', '桶', '22.00', false],
  ['财务软件', '标准版', '套', '6800.00', true],
  ['系统运维', '年度', '年', '24000.00', false],
  ['技术服务费', '', '次', '3000.00', true],
  ['税务咨询', '', '次', '1500.00', false],
  ['代理记账', '月度', '月', '500.00', true],
  ['广告推广', '线上', '项', '12000.00', false],
  ['物业费', '月度', '月', '3600.00', true],
  ['快递费', '', '票', '18.00', false],
  ['物流运输', '整车', '次', '2600.00', true],
  ['工作餐', '', '份', '35.00', false],
  ['酒店住宿', '标准间', '晚', '420.00', true],
  ['员工培训', '', '人次', '800.00', false],
  ['会议服务', '', '场', '8800.00', true],
  ['办公室房租', '月度', '月', '18000.00', false],
  ['宽带费', '100M', '月', '299.00', true],
  // Names the demo's AI cannot code: the per-line results show them unmatched.
  ['纪念品', '定制', '个', '45.00', false],
  ['其他杂项', '', '项', '100.00', false],
];

/** The library's goods G0101...: every other one coded by the seed, the rest waiting for AI coding. */
export function libraryGoods(): GoodsLine[] {
  return rows.map(([name, ggxh, dw, price, coded], k) => {
    const code = coded ? codeForName(name) : undefined;
    const rate = code?.taxRate ?? '0.13';
    const includesTax = k % 4 === 3;
    return {
      id: `G${pad(k + 101, 4)}`,
      zxbm: `ZX${pad(k + 101, 6)}`,
      name,
      ...(code ? { spbm: code.spbm, spmc: code.spmc, showName: `*${code.spmc}*${name}`, ssflbmSource: '2' } : { showName: name }),
      ...(ggxh ? { ggxh } : {}),
      dw,
      ...(includesTax ? { taxPrice: price, hsbz: '1' } : { price, hsbz: '0' }),
      taxRate: rate,
      lslbs: '',
      yhzcbs: '0',
    };
  });
}

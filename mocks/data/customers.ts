// The customer library's seed: tens of buyers with the fields the issuing form's buyer block takes.
import type { Customer } from '../../features/customers/api';
import { pad } from '../random';

const names = [
  '上海示例贸易有限公司', '北京华信科技有限公司', '杭州云帆网络科技有限公司', '深圳前海优选供应链有限公司', '广州南沙港航物流有限公司',
  '苏州工业园区精密制造有限公司', '南京江宁建设工程有限公司', '成都天府软件有限公司', '武汉光谷生物医药有限公司', '西安高新电子有限公司',
  '上海浦东餐饮管理有限公司', '上海静安商务咨询有限公司', '上海徐汇教育培训有限公司', '上海闵行机械设备有限公司', '上海松江服装有限公司',
  '宁波北仑国际贸易有限公司', '无锡新吴半导体有限公司', '合肥高新新能源有限公司', '青岛崂山食品有限公司', '厦门湖里进出口有限公司',
  '天津滨海物流有限公司', '重庆两江汽车配件有限公司', '长沙岳麓文化传媒有限公司', '郑州航空港电子商务有限公司', '济南历下会计师事务所',
  '上海长宁广告有限公司', '上海普陀物业管理有限公司', '上海虹口酒店管理有限公司', '上海杨浦信息技术有限公司', '上海宝山钢材贸易有限公司',
];
const banks = ['中国工商银行', '中国建设银行', '中国银行', '招商银行', '交通银行', '上海浦东发展银行'];
const cities = ['上海市', '北京市', '杭州市', '深圳市', '广州市'];

/** C0001...: every customer with a tax id; most with address-phone and bank-account; some with e-mail and mobile. */
export function seedCustomers(): Customer[] {
  return names.map((name, k) => ({
    id: `C${pad(k + 1, 4)}`,
    name,
    taxId: `91310${pad(100 + k, 3)}MA1K${pad(k * 37, 5)}X`,
    ...(k % 6 !== 5 ? { addressTel: `${cities[k % cities.length]}示例路${k + 1}号 021-6${pad(k * 1231, 7)}` } : {}),
    ...(k % 5 !== 4 ? { bankAccount: `${banks[k % banks.length]}${cities[k % cities.length]?.slice(0, 2)}分行 6222${pad(k * 7919, 15)}` } : {}),
    ...(k % 3 === 0 ? { email: `finance${k + 1}@example.com` } : {}),
    ...(k % 4 === 0 ? { mobile: `139${pad(k * 104729, 8)}` } : {}),
  }));
}

// Specific-business information of full-electronic invoices (spec 01 §5 'Specific info is required by
// business type'): 03 construction, 04 freight, 05 sale and 06 lease of real estate, 13 tractor, 14 motor
// vehicle, 16 and 24 natural-person sellers (24 also address and phone).
import { issue, type RuleIssue } from '../../../platform/rules';
import { isPersonalId, isTelephone } from '../../validators';
import { invoiceMessages as m } from './messages';
import { filled, list, obj, type Obj } from './read';
import type { Scope } from './scope';

const RESIDENT_ID_CARD = '201';

// The tax bureau's rule for a property's detailed address: it names one of
// 街 路 村 乡 镇 道 巷 号 (street, road, village, township, town, avenue, lane, number).
const addressKeyword = /[\u8857\u8def\u6751\u4e61\u9547\u9053\u5df7\u53f7]/;

function required(out: RuleIssue[], source: Obj, field: string, at: string, key: string, params?: Record<string, unknown>): boolean {
  if (filled(source[field]) !== '') return true;
  out.push(issue(`${at}.${field}`, key, 'error', params));
  return false;
}

function checkConstruction(tdywxx: Obj, out: RuleIssue[]): void {
  const at = 'tdywxx.jzfw';
  const info = obj(tdywxx.jzfw);
  const k = m.specific.construction;
  required(out, info, 'jzfwfsd', at, k.jzfwfsd);
  required(out, info, 'jzxmmc', at, k.jzxmmc);
  if (required(out, info, 'kdsbz', at, k.kdsbz) && filled(info.kdsbz) === 'Y') {
    required(out, info, 'kqysssxbgglbm', at, k.kqysssxbgglbm);
  }
}

function checkRealEstate(info: Obj, at: string, sale: boolean, out: RuleIssue[]): void {
  const k = m.specific.realEstate;
  required(out, info, 'bdcdz', at, k.bdcdz);
  if (required(out, info, 'xxdz', at, k.xxdz) && !addressKeyword.test(filled(info.xxdz))) {
    out.push(issue(`${at}.xxdz`, k.xxdzKeyword));
  }
  required(out, info, 'kdsbz', at, k.kdsbz);
  required(out, info, 'mjdw', at, k.mjdw);
  required(out, info, 'cqzsh', at, k.cqzsh);
  if (sale) required(out, info, 'sjcjhsje', at, k.sjcjhsje);
}

/** Co-buyers of 05/06: when several buyers jointly buy, each needs an id type and number. */
function checkCoBuyers(scope: Scope, out: RuleIssue[]): void {
  const joint = filled(obj(scope.draft.purchaserInfo).dfgtgmbq) === 'Y';
  const buyers = list(scope.draft.gtgmfList);
  if (joint && buyers.length === 0) {
    out.push(issue('gtgmfList', m.specific.coBuyer.required));
    return;
  }
  buyers.forEach((b, i) => {
    const buyer = obj(b);
    const params = { row: i + 1 };
    required(out, buyer, 'zjlx', `gtgmfList.${i}`, m.specific.coBuyer.zjlx, params);
    required(out, buyer, 'zjhm', `gtgmfList.${i}`, m.specific.coBuyer.zjhm, params);
  });
}

function checkFreight(tdywxx: Obj, out: RuleIssue[]): void {
  const rows = list(tdywxx.hwysfw);
  const k = m.specific.freight;
  if (rows.length === 0) {
    out.push(issue('tdywxx.hwysfw', k.required));
    return;
  }
  rows.forEach((r, i) => {
    const row = obj(r);
    const at = `tdywxx.hwysfw.${i}`;
    const params = { row: i + 1 };
    for (const field of ['ysgjzl', 'ysgjph', 'qyd', 'ddd', 'yshwmc'] as const) required(out, row, field, at, k[field], params);
  });
}

/** 13 needs the engine or the chassis number; 14 words the second as the vehicle identification number. */
function checkVehicle(tdywxx: Obj, motorVehicle: boolean, out: RuleIssue[]): void {
  const info = obj(tdywxx.tljhlhsgjfw);
  if (filled(info.fdjhm) !== '' || filled(info.dphm) !== '') return;
  out.push(issue('tdywxx.tljhlhsgjfw.fdjhm', motorVehicle ? m.specific.vehicle.engineOrVin : m.specific.tractor.engineOrChassis));
}

function checkNaturalSeller(scope: Scope, scrap: boolean, out: RuleIssue[]): void {
  const seller = obj(scope.draft.xfbcxx);
  const at = 'xfbcxx';
  const k = m.specific.naturalSeller;
  required(out, seller, 'gj', at, k.gj);
  const typed = required(out, seller, 'zjlx', at, k.zjlx);
  if (required(out, seller, 'zjhm', at, k.zjhm) && typed && filled(seller.zjlx) === RESIDENT_ID_CARD && !isPersonalId(filled(seller.zjhm))) {
    out.push(issue(`${at}.zjhm`, k.zjhmInvalid));
  }
  if (!scrap) return;
  required(out, seller, 'dz', at, k.dz);
  if (required(out, seller, 'dh', at, k.dh) && !isTelephone(filled(seller.dh))) out.push(issue(`${at}.dh`, k.dhInvalid));
}

export function checkSpecificBusiness(scope: Scope, out: RuleIssue[]): void {
  if (scope.family !== 'digital') return;
  const tdywxx = obj(scope.draft.tdywxx);
  switch (scope.business) {
    case '03':
      checkConstruction(tdywxx, out);
      break;
    case '04':
      checkFreight(tdywxx, out);
      break;
    case '05':
      checkRealEstate(obj(tdywxx.bdcxsfw), 'tdywxx.bdcxsfw', true, out);
      checkCoBuyers(scope, out);
      break;
    case '06': {
      const leases = list(tdywxx.bdcjyzlfwList);
      if (leases.length === 0) out.push(issue('tdywxx.bdcjyzlfwList', m.specific.realEstate.leaseRequired));
      leases.forEach((l, i) => checkRealEstate(obj(l), `tdywxx.bdcjyzlfwList.${i}`, false, out));
      checkCoBuyers(scope, out);
      break;
    }
    case '13':
    case '14':
      checkVehicle(tdywxx, scope.business === '14', out);
      break;
    case '16':
    case '24':
      checkNaturalSeller(scope, scope.business === '24', out);
      break;
    default:
      break;
  }
}

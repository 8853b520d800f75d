// Print settings (platform/api/openapi/printers.yaml): per user, one per invoice type, offsets in millimetres.
import Decimal from 'decimal.js';
import type { PrintSetting } from '../../features/printers/api';
import { offsetIssue } from '../../features/printers/rules/offsets';
import { getDb, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';

const BAD_OFFSET = '边距须为 -50 至 50 之间的数字，最多一位小数';
const NO_TYPE = '请选择发票类型';

export const printerHandlers = [
  authed('get', '/v2/tax/invoice/print/setting', ({ account }) => ok(getDb().printSettings?.[account.uid] ?? [])),

  authed('put', '/v2/tax/invoice/print/setting', async ({ account, request }) => {
    const body = await jsonBody<PrintSetting>(request);
    const fplxdm = String(body.fplxdm ?? '').trim();
    if (!fplxdm) return fail(202600001, NO_TYPE);
    const top = String(body.top ?? '').trim();
    const left = String(body.left ?? '').trim();
    if (offsetIssue(top) || offsetIssue(left)) return fail(202600002, BAD_OFFSET);
    const setting: PrintSetting = {
      fplxdm,
      printerName: String(body.printerName ?? '').trim(),
      top: new Decimal(top).toFixed(1),
      left: new Decimal(left).toFixed(1),
      updateTime: new Date().toISOString(),
    };
    const all = (getDb().printSettings ??= {});
    all[account.uid] = [...(all[account.uid] ?? []).filter((s) => s.fplxdm !== fplxdm), setting];
    save();
    return ok(setting);
  }),
];

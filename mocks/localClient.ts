// The desktop client as the embedded backend plays it (spec 02 §7.3 local client: POST {biz, params} to the loopback
// address, reply {code, result}). Only the print calls of 打印机管理 are answered (/lms/dy/ver, /lms/dy/info and the
// chosen /lms/dy/print, features/printers/rules/localPrint.ts); other biz values answer code -1. The client runs until
// `mockLocalClient.quit()` in the browser console (then every call fails as when no client listens; `open()` starts it
// again). Not part of the API contract: these are the user's machine's answers, not the server's.
import { http, HttpResponse } from 'msw';
import type { ClientPrinter } from '../features/printers/rules/localPrint';
import { offsetIssue } from '../features/printers/rules/offsets';
import { getDb, save } from './db';

/** Where the client listens (spec 02 §7.3: the loopback address, port 9000, else 28779 or 28778; platform/api/localClient.ts). */
const LOCAL_HOST = '127.0.0.1';
const LOCAL_PORTS = [9000, 28779, 28778];

/** The client's version (equal to the static config's version: the latest). */
export const MOCK_CLIENT_VERSION = '1.0.0';

/** The printers the demo machine has: a dot-matrix for paper invoices (default), a laser, and one switched off. */
export const MOCK_PRINTERS: readonly ClientPrinter[] = [
  { name: 'Epson LQ-635K', isDefault: true, status: 'ready' },
  { name: 'Brother HL-2260D', isDefault: false, status: 'ready' },
  { name: 'Jolimark FP-630K+', isDefault: false, status: 'offline' },
];

export function localClientRunning(): boolean {
  return getDb().localClient?.running ?? true;
}

export function setLocalClientRunning(running: boolean): void {
  getDb().localClient = { running };
  save();
}

const reply = (code: number, result: unknown) => HttpResponse.json({ code, result });

export const localClientHandlers = LOCAL_PORTS.map((port) =>
  http.post(`https://${LOCAL_HOST}:${port}/`, async ({ request }) => {
    if (!localClientRunning()) return HttpResponse.error();
    let body: { biz?: unknown; params?: Record<string, unknown> } = {};
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return reply(-1, '请求格式错误');
    }
    const params = body.params ?? {};
    switch (body.biz) {
      case '/lms/dy/ver':
        return reply(0, { version: MOCK_CLIENT_VERSION });
      case '/lms/dy/info':
        return reply(0, { printers: MOCK_PRINTERS });
      case '/lms/dy/print': {
        const name = String(params.printerName ?? '');
        const printer = name ? MOCK_PRINTERS.find((p) => p.name === name) : MOCK_PRINTERS.find((p) => p.isDefault);
        if (!printer) return reply(1, '未找到该打印机');
        if (printer.status === 'offline') return reply(1, `打印机“${printer.name}”未连接，请检查电源和数据线`);
        if (offsetIssue(String(params.top ?? '')) || offsetIssue(String(params.left ?? ''))) return reply(1, '边距设置有误');
        return reply(0, { jobId: `P${Date.now().toString(36)}`, printerName: printer.name });
      }
      default:
        return reply(-1, '客户端不支持该操作');
    }
  }),
);

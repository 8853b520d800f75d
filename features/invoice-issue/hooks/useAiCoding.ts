// AI coding of the goods lines (spec 01 §7 POST /v3/tax/goods/aiCodingList, spec 02 §3.1): the target
// lines are sent in chunks; each chunk's reply is applied to the lines as they are then (the user may go on typing),
// with a progress of lines done; per-line errors stay on their lines.
import { useCallback, useRef, useState } from 'react';
import { useAiCodingListMutation, type CodedGoodsLine } from '../../goods';
import { applyCoding, chunks, type CodedLine } from '../rules/goodsLines';
import { toGoodsLine, type EditLine } from '../rules/lineAmounts';
import type { IssueContext } from '../rules/types';
import { isBusinessError } from '../../../platform/api';

/** Lines per call: a long list shows its progress, and no call carries 2,000 lines. */
export const AI_CODING_CHUNK = 100;

export type AiCodingOutcome =
  | { kind: 'done'; coded: number; failed: number }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export interface AiCodingProgress {
  done: number;
  total: number;
}

function toCoded(line: CodedGoodsLine): CodedLine {
  return {
    spbm: line.spbm,
    showName: line.showName,
    taxRate: line.taxRate,
    lslbs: line.lslbs,
    yhzcbs: line.yhzcbs,
    yhzcsm: line.yhzcsm,
    ssflbmSource: line.ssflbmSource,
    hasError: line.hasError,
    errors: line.errors.map(String),
    taxRateList: line.taxRateList.map(String),
    yhzcsmList: line.yhzcsmList,
    tsdwlist: line.tsdwlist,
  };
}

/**
 * `run(ids)` codes those lines: `getLines` reads the current lines and `setLines` writes the coded ones after each
 * chunk. `progress` is set while it runs.
 */
export function useAiCoding(ctx: IssueContext, includingTax: boolean, getLines: () => readonly EditLine[], setLines: (lines: EditLine[]) => void) {
  const [code] = useAiCodingListMutation();
  const [progress, setProgress] = useState<AiCodingProgress | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (ids: ReadonlySet<string>): Promise<AiCodingOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      const asked = getLines().filter((l) => ids.has(l.id) && l.fphxz !== '1');
      let coded = 0;
      let failed = 0;
      setProgress({ done: 0, total: asked.length });
      try {
        for (const part of chunks(asked, AI_CODING_CHUNK)) {
          const reply = await code({
            diskId: ctx.diskId,
            taxerId: ctx.seller.taxId ?? '',
            noCoding: 0,
            nsrlxdm: ctx.taxpayerType,
            type: ctx.invoiceType,
            body: {
              list: part.map((l) => {
                const g = toGoodsLine(l, includingTax);
                return { id: l.id, name: l.showName.replace(/^\*[^*]+\*/, ''), showName: l.showName, spbm: l.spbm, ggxh: l.ggxh, dw: l.dw, quantity: l.quantity, price: g.price as string, taxRate: g.taxRate as string };
              }),
            },
          }).unwrap();
          const list = reply.data.list.map(toCoded);
          coded += list.filter((c) => !c.hasError).length;
          failed += list.filter((c) => c.hasError).length;
          setLines(applyCoding(getLines(), part.map((l) => l.id), list, ctx));
          setProgress((p) => (p ? { ...p, done: Math.min(p.total, p.done + part.length) } : p));
        }
        return { kind: 'done', coded, failed };
      } catch (error) {
        if (isBusinessError(error)) return { kind: 'failed', message: error.msg };
        const status = (error as { status?: unknown } | null)?.status;
        if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof navigator !== 'undefined' && navigator.onLine === false)) return { kind: 'offline' };
        return { kind: 'failed', message: String(typeof status === 'number' ? status : '') };
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [code, ctx, includingTax, getLines, setLines],
  );

  return { run, progress };
}

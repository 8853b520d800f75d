import { act, renderHook, waitFor } from '@testing-library/react';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/batchIssue.json';
import { batchColumns, type BatchContext, type BatchField } from '../rules';
import { acceptedRateLabels, useBatchSheet } from './useBatchSheet';

// The batch page's sheet: where there is no Worker (jsdom) the file is read and checked on this thread between
// yields, with the same progress; a fixed cell re-checks its invoice; removing an invoice takes its lines.

const context: BatchContext = {
  issue: { taxpayerType: '01', diskType: 2, diskId: '661000000001', tsp: 'IT300', isRed: false, receiverMayBeMobile: false, boundToTaxBureau: true, seller: { name: '销方', taxId: '91310115MA1K3YJ12X' } },
  offered: ['004', '007', '026'],
  defaultType: '026',
  rateLabels: acceptedRateLabels,
};

type Line = Partial<Record<BatchField, string>>;
const line = (l: Line): Line => ({ drawer: '张会计', showName: '*纸制品*打印纸', spbm: '1060201070000000000', quantity: '1', price: '100', amount: '100.00', rate: '13%', ...l });

async function file(lines: Line[]): Promise<File> {
  const data = [batchColumns.map((c) => zh.column[c.field]), ...lines.map((l) => batchColumns.map((c) => l[c.field] ?? ''))];
  const buffer = (await writeXlsxFile(data.map((r) => r.map((value) => ({ value, type: String }))), { sheet: 'x' }).toBuffer()) as Buffer;
  return new File([new Uint8Array(buffer)], 'batch.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('useBatchSheet', () => {
  it('reads and checks a file with progress, re-checks a fixed cell and removes an invoice', async () => {
    const { result } = renderHook(() => useBatchSheet(context));
    const chosen = await file([line({ documentNo: '0001', buyerTaxerName: '甲公司' }), line({ documentNo: '0001' }), line({ documentNo: '0002', buyerTaxerName: '' })]);
    act(() => result.current.choose(chosen));
    expect(result.current.progress).toMatchObject({ phase: 'read', fileName: 'batch.xlsx' });
    await waitFor(() => expect(result.current.sheet).not.toBeNull());
    expect(result.current.progress).toBeNull();
    expect(result.current.counts).toEqual({ invoices: 2, rows: 3, ok: 1, warnings: 0, errors: 1 });
    expect(result.current.sheet!.rows[0]!.documentNo).toBe('0001');

    const before = result.current.sheet!.checked.get('0001')!.check;
    act(() => result.current.edit(2, 'buyerTaxerName', '乙公司'));
    expect(result.current.counts).toMatchObject({ ok: 2, errors: 0 });
    expect(result.current.sheet!.checked.get('0001')!.check).toBe(before);

    act(() => result.current.remove(new Set(['0001'])));
    expect(result.current.counts).toMatchObject({ invoices: 1, rows: 1 });
  });

  it('checks every invoice again, with its progress, when the default type changes', async () => {
    const { result, rerender } = renderHook(({ ctx }) => useBatchSheet(ctx), { initialProps: { ctx: context } });
    const chosen = await file([line({ documentNo: '0001', buyerTaxerName: '甲公司' }), line({ documentNo: '0002', buyerTaxerName: '乙公司', invoiceType: '026' })]);
    act(() => result.current.choose(chosen));
    await waitFor(() => expect(result.current.counts).toMatchObject({ ok: 2, errors: 0 }));
    // A special invoice (004) needs the buyer's tax id, a payee and a checker: the invoice without a type cell is wrong now.
    rerender({ ctx: { ...context, defaultType: '004' } });
    expect(result.current.progress).toMatchObject({ phase: 'check' });
    await waitFor(() => expect(result.current.counts).toMatchObject({ ok: 1, errors: 1 }));
    expect(result.current.progress).toBeNull();
    expect(result.current.sheet!.checked.get('0001')!.check.issues).toContainEqual(expect.objectContaining({ field: 'buyerTaxerId', key: 'invoice:buyer.taxIdRequired' }));
  });

  it('refuses a file that is not .xlsx without reading it', () => {
    const { result } = renderHook(() => useBatchSheet(context));
    act(() => result.current.choose(new File(['a,b'], 'batch.csv', { type: 'text/csv' })));
    expect(result.current.problem).toEqual({ key: 'enterpriseImport:file.notSpreadsheet' });
    expect(result.current.progress).toBeNull();
  });
});

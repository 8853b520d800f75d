import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetImportDialog, useMessage, type TableColumn } from '../../../design-system';
import { useSheetImport } from '../../enterprise-import';
import { useImportGoodsMutation } from '../api';
import { checkGoodsRows, goodsImportColumns, goodsImportInput, type GoodsImportRow, type GoodsRowResult, type ImportWords } from '../rules/goodsImport';

export interface GoodsImportDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The current terminal: the goods go into its taxpayer's library. */
  diskId: string | null;
  /** Called after goods were added (the list reloads). */
  onImported?(count: number): void;
}

const keys = { dialog: 'goods:import', column: 'goods:import.column' };

/**
 * Goods import: the template (.xlsx written in the browser), an uploaded .xlsx read in the browser with
 * the enterprise import's reader, each row's result (正确 or its problem), only the correct rows sent; the server's
 * refusals join the failed rows, which download with their reasons. A bad file changes nothing.
 */
export function GoodsImportDialog({ isOpen, onClose, diskId, onImported }: GoodsImportDialogProps) {
  const { t } = useTranslation(['goods', 'enterpriseImport', 'validation']);
  const message = useMessage();
  /** The server's refusals of rows sent, by row (they stay in the list as failed rows). */
  const [refused, setRefused] = useState<ReadonlyMap<GoodsImportRow, string>>(new Map());
  const [importGoods, importing] = useImportGoodsMutation();
  // The words the sheet's cells may use, in the user's language (as the template writes them).
  const words = useMemo<ImportWords>(() => {
    const list = (key: keyof ImportWords) => t(`goods:import.words.${key}`).split('|');
    return { yes: list('yes'), no: list('no'), exempt: list('exempt'), notTaxable: list('notTaxable'), zeroRate: list('zeroRate') };
  }, [t]);

  const check = useCallback(
    (rows: readonly GoodsImportRow[]) =>
      checkGoodsRows(rows, words).map((result, i): GoodsRowResult => {
        const text = refused.get(rows[i]!);
        return text === undefined ? result : { index: i, status: 'error', key: 'goods:import.refused', text };
      }),
    [refused, words],
  );
  const describe = useCallback((result: GoodsRowResult) => result.text ?? t(result.key, result.params ?? {}), [t]);
  const example = useMemo(() => [t('goods:import.example', { returnObjects: true }) as string[]], [t]);
  const onLoad = useCallback(() => setRefused(new Map()), []);
  const { rows, setRows, results, titleOf, dialog } = useSheetImport({ columns: goodsImportColumns, keys, check, describe, example, onLoad });

  const columns = useMemo(
    () =>
      goodsImportColumns.map(
        (c): TableColumn<number> => ({
          key: c.field,
          title: titleOf(c.field),
          width: c.field === 'name' ? 180 : c.field === 'spbm' ? 190 : 100,
          ellipsis: true,
          render: (index) => rows[index]?.[c.field] ?? '',
        }),
      ),
    [titleOf, rows],
  );

  const submit = async () => {
    const valid = results.filter((r) => r.status === 'ok').map((r) => rows[r.index]!);
    if (valid.length === 0) return;
    const result = await importGoods({ ...(diskId ? { diskId } : {}), body: { list: valid.map((row) => goodsImportInput(row, words)) } });
    // A refusal of the whole call has been alerted (提示) with the server's message; nothing changes here.
    if ('error' in result) return;
    const { count, refused: refusals } = result.data.data;
    if (count > 0) message.success(t('goods:import.imported', { count }));
    onImported?.(count);
    const kept = new Map(refused);
    for (const r of refusals) {
      const row = valid[r.index];
      if (row) kept.set(row, r.msg);
    }
    // What was added leaves the list; what is left is in error (the file's problems and the server's refusals).
    const added = new Set(valid.filter((row) => !kept.has(row)));
    const left = rows.filter((row) => !added.has(row));
    setRows(left);
    setRefused(kept);
    if (left.length === 0) onClose();
  };

  return (
    <SheetImportDialog
      {...dialog}
      isOpen={isOpen}
      onClose={onClose}
      columns={columns}
      resultWidth={220}
      onSubmit={() => void submit()}
      isSubmitting={importing.isLoading}
    />
  );
}

export default GoodsImportDialog;

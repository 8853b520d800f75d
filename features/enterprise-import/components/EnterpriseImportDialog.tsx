import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetImportDialog, TableCellInput, useMessage, type TableColumn } from '../../../design-system';
import { useImportEnterprisesMutation } from '../api';
import { useSheetImport } from '../hooks/useSheetImport';
import { checkImportRows, importColumns, importPayload, type ImportField, type ImportRowResult } from '../rules';

export interface EnterpriseImportDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Called after rows were imported (the list reloads). */
  onImported?(count: number): void;
}

const keys = { dialog: 'enterpriseImport:dialog', column: 'enterpriseImport:column' };

/**
 * Enterprise batch import (spec 02 §2.1 item 10, §5): the template (.xlsx written in the browser), an
 * uploaded .xlsx read in the browser, each row's result (正确 or its message), cells fixed in place and re-checked,
 * only the correct rows submitted, the failed rows downloadable with their messages. A bad file changes nothing.
 */
export function EnterpriseImportDialog({ isOpen, onClose, onImported }: EnterpriseImportDialogProps) {
  const { t } = useTranslation('enterpriseImport');
  const message = useMessage();
  const [importRows, importState] = useImportEnterprisesMutation();
  const describe = useCallback((result: ImportRowResult) => t(result.key), [t]);
  const { rows, setRows, results, titleOf, dialog } = useSheetImport({ columns: importColumns, keys, check: checkImportRows, describe });

  const edit = useCallback(
    (index: number, field: ImportField, value: string) => setRows((previous) => previous.map((row, i) => (i === index ? { ...row, [field]: value } : row))),
    [setRows],
  );

  const columns = useMemo(
    () =>
      importColumns.map(
        (c): TableColumn<number> => ({
          key: c.field,
          title: titleOf(c.field),
          width: c.field === 'taxerName' ? 220 : c.field === 'taxerId' ? 190 : 130,
          render: (index) => {
            const result = results[index];
            const invalid = result?.field === c.field;
            return (
              <TableCellInput
                aria-label={t('dialog.cell', { row: index + 1, column: titleOf(c.field) })}
                value={rows[index]?.[c.field] ?? ''}
                onChange={(value) => edit(index, c.field, value)}
                isInvalid={invalid}
                errorMessage={invalid && result ? t(result.key) : undefined}
              />
            );
          },
        }),
      ),
    [t, titleOf, rows, results, edit],
  );

  const submit = async () => {
    const valid = results.filter((r) => r.status === 'ok').map((r) => r.index);
    if (valid.length === 0) return;
    const result = await importRows({ body: { list: valid.map((i) => importPayload(rows[i]!)) } });
    // A refusal has been alerted (提示) with the server's message; nothing changes here.
    if ('error' in result) return;
    const count = result.data.data.count;
    message.success(t('dialog.imported', { count }));
    onImported?.(count);
    const taken = new Set(valid);
    const left = rows.filter((_, i) => !taken.has(i));
    setRows(left);
    if (left.length === 0) onClose();
  };

  return (
    <SheetImportDialog
      {...dialog}
      isOpen={isOpen}
      onClose={onClose}
      columns={columns}
      rowHeight={44}
      maxHeight={440}
      onSubmit={() => void submit()}
      isSubmitting={importState.isLoading}
    />
  );
}

export default EnterpriseImportDialog;

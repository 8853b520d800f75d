import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  DownloadButton,
  FileButton,
  fontSize,
  space,
  Spinner,
  Switch,
  Table,
  TableCellInput,
  toneVars,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { useImportEnterprisesMutation } from '../api';
import { writeTextSheet, readFirstSheet } from '../hooks/spreadsheet';
import {
  checkImportRows,
  failedRowsSheet,
  fileProblem,
  importColumns,
  importPayload,
  rowsFromSheet,
  type ImportField,
  type ImportTextRow,
  type SheetProblem,
} from '../rules';

export interface EnterpriseImportDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Called after rows were imported (the list reloads). */
  onImported?(count: number): void;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-bottom: ${space[3]};
`;

const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin: ${space[3]} 0;
  color: ${vars.colorText};
  font-size: ${fontSize.sm};
`;

const Result = styled.span`
  font-size: ${fontSize.sm};
  &[data-status='ok'] { color: ${toneVars('success').text}; }
  &[data-status='error'] { color: ${toneVars('danger').text}; }
`;

type Loaded = { state: 'idle' } | { state: 'reading'; name: string } | { state: 'ready'; name: string };

/**
 * Enterprise batch import (spec 02 §2.1 item 10, §5; issue 11 §5): the template (.xlsx written in the browser), an
 * uploaded .xlsx read in the browser, each row's result (正确 or its message), cells fixed in place and re-checked,
 * only the correct rows submitted, the failed rows downloadable with their messages. A bad file changes nothing.
 */
export function EnterpriseImportDialog({ isOpen, onClose, onImported }: EnterpriseImportDialogProps) {
  const { t } = useTranslation('enterpriseImport');
  const message = useMessage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const [rows, setRows] = useState<ImportTextRow[]>([]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [importRows, importState] = useImportEnterprisesMutation();

  const results = useMemo(() => checkImportRows(rows), [rows]);
  const okCount = useMemo(() => results.filter((r) => r.status === 'ok').length, [results]);
  const shown = useMemo(() => results.filter((r) => !onlyErrors || r.status !== 'ok').map((r) => r.index), [results, onlyErrors]);
  const titleOf = useCallback((field: ImportField) => t(`column.${field}`), [t]);

  const choose = async (file: File) => {
    const refused = fileProblem(file);
    // A bad file changes nothing: the rows already loaded stay as they are.
    if (refused) return setProblem(refused);
    const before = loaded;
    setLoaded({ state: 'reading', name: file.name });
    let data: unknown[][];
    try {
      data = await readFirstSheet(file);
    } catch {
      setLoaded(before);
      return setProblem({ key: 'enterpriseImport:file.notSpreadsheet' });
    }
    const titles = Object.fromEntries(importColumns.map((c) => [c.field, [titleOf(c.field)]])) as unknown as Record<ImportField, string[]>;
    const read = rowsFromSheet(data, titles, titleOf);
    if (read.problem) {
      setLoaded(before);
      return setProblem(read.problem);
    }
    setProblem(null);
    setRows(read.rows);
    setOnlyErrors(false);
    setLoaded({ state: 'ready', name: file.name });
  };

  const edit = useCallback((index: number, field: ImportField, value: string) => {
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }, []);

  const columns = useMemo<TableColumn<number>[]>(
    () => [
      { key: 'index', title: t('column.index'), width: 64, align: 'center', render: (index) => index + 1 },
      ...importColumns.map(
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
      {
        key: 'result',
        title: t('column.result'),
        minWidth: 200,
        render: (index) => {
          const result = results[index];
          return result ? <Result data-status={result.status}>{t(result.key)}</Result> : null;
        },
      },
    ],
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
    if (left.length === 0) {
      setLoaded({ state: 'idle' });
      onClose();
    }
  };

  const bad = rows.length - okCount;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title')}
      width="xlarge"
      footer={({ close }) => (
        <>
          <Button onPress={() => close()}>{t('dialog.close')}</Button>
          <DownloadButton
            isDisabled={bad === 0}
            fetchFile={async () => ({
              blob: await writeTextSheet(failedRowsSheet(rows, results, titleOf, t('column.result'), (key) => t(key)), t('dialog.templateSheet')),
              name: t('dialog.failedName'),
            })}
          >
            {t('dialog.downloadFailed')}
          </DownloadButton>
          <Button variant="primary" isDisabled={okCount === 0} isLoading={importState.isLoading} onPress={() => void submit()}>
            {t('dialog.submit', { count: okCount })}
          </Button>
        </>
      )}
    >
      <Hint>{t('dialog.hint')}</Hint>
      <Toolbar>
        <DownloadButton
          fetchFile={async () => ({ blob: await writeTextSheet([importColumns.map((c) => titleOf(c.field))], t('dialog.templateSheet')), name: t('dialog.templateName') })}
        >
          {t('dialog.template')}
        </DownloadButton>
        <FileButton variant="primary" acceptedFileTypes={['.xlsx']} isDisabled={loaded.state === 'reading'} onSelect={(file) => void choose(file)}>
          {t('dialog.choose')}
        </FileButton>
        {loaded.state === 'reading' && <Spinner size={16} label={t('dialog.reading')} />}
        {loaded.state === 'ready' && <span>{t('dialog.fileName', { name: loaded.name })}</span>}
      </Toolbar>
      {problem && (
        <Alert tone="danger" onClose={() => setProblem(null)}>
          {problem.key === 'enterpriseImport:file.missingHeaders'
            ? t(problem.key, { columns: problem.params.columns.join(t('file.listSeparator')) })
            : t(problem.key, 'params' in problem ? problem.params : {})}
        </Alert>
      )}
      {rows.length > 0 && (
        <>
          <Summary>
            <span role="status">{t('dialog.summary', { total: rows.length, ok: okCount, bad })}</span>
            <Switch isSelected={onlyErrors} onChange={setOnlyErrors}>
              {t('dialog.onlyErrors')}
            </Switch>
          </Summary>
          <Table aria-label={t('dialog.rowsLabel')} columns={columns} rows={shown} rowKey={(index) => index} rowHeight={44} maxHeight={440} />
        </>
      )}
    </Dialog>
  );
}

export default EnterpriseImportDialog;

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
  toneVars,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { failedSheet, fileProblem, readFirstSheet, readSheetRows, writeTextSheet, type SheetProblem } from '../../enterprise-import';
import { useImportGoodsMutation } from '../api';
import { checkGoodsRows, goodsImportColumns, goodsImportInput, type GoodsImportField, type GoodsImportRow, type GoodsRowResult, type ImportWords } from '../rules/goodsImport';

export interface GoodsImportDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The current terminal: the goods go into its taxpayer's library. */
  diskId: string | null;
  /** Called after goods were added (the list reloads). */
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
  font-size: ${fontSize.sm};
`;

const Result = styled.span`
  font-size: ${fontSize.sm};
  &[data-status='ok'] { color: ${toneVars('success').text}; }
  &[data-status='error'] { color: ${toneVars('danger').text}; }
`;

type Loaded = { state: 'idle' } | { state: 'reading'; name: string } | { state: 'ready'; name: string };

/**
 * Goods import (issue 12 §4): the template (.xlsx written in the browser), an uploaded .xlsx read in the browser with
 * the enterprise import's reader, each row's result (正确 or its problem), only the correct rows sent; the server's
 * refusals join the failed rows, which download with their reasons. A bad file changes nothing.
 */
export function GoodsImportDialog({ isOpen, onClose, diskId, onImported }: GoodsImportDialogProps) {
  const { t } = useTranslation(['goods', 'enterpriseImport', 'validation']);
  const message = useMessage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const [rows, setRows] = useState<GoodsImportRow[]>([]);
  /** The server's refusals of rows sent, by row (they stay in the list as failed rows). */
  const [refused, setRefused] = useState<ReadonlyMap<GoodsImportRow, string>>(new Map());
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [importGoods, importing] = useImportGoodsMutation();
  // The words the sheet's cells may use, in the user's language (as the template writes them).
  const words = useMemo<ImportWords>(() => {
    const list = (key: keyof ImportWords) => t(`goods:import.words.${key}`).split('|');
    return { yes: list('yes'), no: list('no'), exempt: list('exempt'), notTaxable: list('notTaxable'), zeroRate: list('zeroRate') };
  }, [t]);

  const results = useMemo<GoodsRowResult[]>(
    () =>
      checkGoodsRows(rows, words).map((result, i) => {
        const text = refused.get(rows[i]!);
        return text === undefined ? result : { index: i, status: 'error', key: 'goods:import.refused', text };
      }),
    [rows, refused, words],
  );
  const okCount = useMemo(() => results.filter((r) => r.status === 'ok').length, [results]);
  const shown = useMemo(() => results.filter((r) => !onlyErrors || r.status !== 'ok').map((r) => r.index), [results, onlyErrors]);
  const titleOf = useCallback((field: GoodsImportField) => t(`goods:import.column.${field}`), [t]);
  const say = useCallback((result: GoodsRowResult) => result.text ?? t(result.key, result.params ?? {}), [t]);

  const choose = async (file: File) => {
    const bad = fileProblem(file);
    // A bad file changes nothing: the rows already loaded stay as they are.
    if (bad) return setProblem(bad);
    const before = loaded;
    setLoaded({ state: 'reading', name: file.name });
    let data: unknown[][];
    try {
      data = await readFirstSheet(file);
    } catch {
      setLoaded(before);
      return setProblem({ key: 'enterpriseImport:file.notSpreadsheet' });
    }
    const titles = Object.fromEntries(goodsImportColumns.map((c) => [c.field, [titleOf(c.field)]])) as unknown as Record<GoodsImportField, string[]>;
    const read = readSheetRows(data, goodsImportColumns, titles, titleOf);
    if (read.problem) {
      setLoaded(before);
      return setProblem(read.problem);
    }
    setProblem(null);
    setRows(read.rows);
    setRefused(new Map());
    setOnlyErrors(false);
    setLoaded({ state: 'ready', name: file.name });
  };

  const columns = useMemo<TableColumn<number>[]>(
    () => [
      { key: 'index', title: t('goods:import.column.index'), width: 64, align: 'center', render: (index) => index + 1 },
      ...goodsImportColumns.map(
        (c): TableColumn<number> => ({
          key: c.field,
          title: titleOf(c.field),
          width: c.field === 'name' ? 180 : c.field === 'spbm' ? 190 : 100,
          ellipsis: true,
          render: (index) => rows[index]?.[c.field] ?? '',
        }),
      ),
      {
        key: 'result',
        title: t('goods:import.column.result'),
        minWidth: 220,
        render: (index) => {
          const result = results[index];
          return result ? <Result data-status={result.status}>{say(result)}</Result> : null;
        },
      },
    ],
    [t, titleOf, rows, results, say],
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
      title={t('goods:import.title')}
      width="xlarge"
      footer={({ close }) => (
        <>
          <Button onPress={() => close()}>{t('goods:import.close')}</Button>
          <DownloadButton
            isDisabled={bad === 0}
            fetchFile={async () => ({
              blob: await writeTextSheet(failedSheet(goodsImportColumns, rows, results, titleOf, t('goods:import.column.result'), say), t('goods:import.templateSheet')),
              name: t('goods:import.failedName'),
            })}
          >
            {t('goods:import.downloadFailed')}
          </DownloadButton>
          <Button variant="primary" isDisabled={okCount === 0} isLoading={importing.isLoading} onPress={() => void submit()}>
            {t('goods:import.submit', { count: okCount })}
          </Button>
        </>
      )}
    >
      <Hint>{t('goods:import.hint')}</Hint>
      <Toolbar>
        <DownloadButton
          fetchFile={async () => ({
            blob: await writeTextSheet([goodsImportColumns.map((c) => titleOf(c.field)), ...[t('goods:import.example', { returnObjects: true }) as string[]]], t('goods:import.templateSheet')),
            name: t('goods:import.templateName'),
          })}
        >
          {t('goods:import.template')}
        </DownloadButton>
        <FileButton variant="primary" acceptedFileTypes={['.xlsx']} isDisabled={loaded.state === 'reading'} onSelect={(file) => void choose(file)}>
          {t('goods:import.choose')}
        </FileButton>
        {loaded.state === 'reading' && <Spinner size={16} label={t('goods:import.reading')} />}
        {loaded.state === 'ready' && <span>{t('goods:import.fileName', { name: loaded.name })}</span>}
      </Toolbar>
      {problem && (
        <Alert tone="danger" onClose={() => setProblem(null)}>
          {problem.key === 'enterpriseImport:file.missingHeaders'
            ? t(problem.key, { columns: problem.params.columns.join(t('enterpriseImport:file.listSeparator')) })
            : t(problem.key, 'params' in problem ? problem.params : {})}
        </Alert>
      )}
      {rows.length > 0 && (
        <>
          <Summary>
            <span role="status">{t('goods:import.summary', { total: rows.length, ok: okCount, bad })}</span>
            <Switch isSelected={onlyErrors} onChange={setOnlyErrors}>
              {t('goods:import.onlyErrors')}
            </Switch>
          </Summary>
          <Table aria-label={t('goods:import.rowsLabel')} columns={columns} rows={shown} rowKey={(index) => index} rowHeight={40} maxHeight={400} />
        </>
      )}
    </Dialog>
  );
}

export default GoodsImportDialog;

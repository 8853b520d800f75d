import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DownloadButton,
  FileButton,
  ProgressBar,
  Select,
  SelectItem,
  Skeleton,
  StatusBadge,
  Table,
  formatDateTime,
  fontSize,
  fontWeight,
  space,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { selectSession } from '../../../platform/session';
import { writeTextSheet } from '../../enterprise-import';
import { invoiceTypes, type DiskType, type InvoiceType, type TaxpayerType } from '../../invoice-issue';
import { detailsPath } from '../../invoices';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { useTerminalGate } from '../../terminals';
import type { IssueBatchSummary } from '../api';
import { BatchResults } from '../components/BatchResults';
import { BatchSheetTable } from '../components/BatchSheetTable';
import { acceptedRateLabels, useBatchSheet } from '../hooks/useBatchSheet';
import { useIssueBatch } from '../hooks/useIssueBatch';
import { batchColumns, batchItemStatuses, draftOf, resultSheet, type BatchContext } from '../rules';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[4]};
`;

const Title = styled.h1`
  flex: none;
  margin: 0 auto 0 0;
  white-space: nowrap;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

const TypeChoice = styled.div`
  flex: 0 1 380px;
  min-width: 260px;
`;

const Steps = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const Summary = styled.div`
  margin-right: auto;
  color: ${vars.colorText};
`;

const Subtitle = styled.h2`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

/** fullpower/newBatchInvoicing issues the fully-digital types, invoice/newBatchInvoicing the paper and electronic ones. */
function typesOfRoute(path: string, offered: readonly string[]): InvoiceType[] {
  const digital = path.includes('/fullpower/');
  return offered.filter((c): c is InvoiceType => c in invoiceTypes && (invoiceTypes[c as InvoiceType].family === 'digital') === digital);
}

type ExampleRow = Partial<Record<(typeof batchColumns)[number]['field'], string>>;

/** Two invoices as an example under the template's titles: a document of two lines, ids and codes as text (words from the catalogue). */
function exampleRows(say: (key: string) => string): ExampleRow[] {
  return [
    { documentNo: '000123', buyerTaxerName: say('example.buyer1'), buyerTaxerId: '91310000MA1FL0XX1A', buyerAddressTel: say('example.address1'), buyerBankAccount: say('example.bank1'), receiver: 'finance@example.com', drawer: say('example.drawer'), showName: say('example.goods1'), spbm: '1060201070000000000', ggxh: 'A4', dw: say('example.unit1'), quantity: '2', price: '100', amount: '200.00', rate: '13%' },
    { documentNo: '000123', showName: say('example.goods2'), spbm: '3040201030000000000', dw: say('example.unit2'), quantity: '1', price: '500', amount: '500.00', rate: '6%' },
    { documentNo: '000124', buyerTaxerName: say('example.buyer2'), buyerTaxerId: '91330100MA2H000001', drawer: say('example.drawer'), showName: say('example.goods3'), spbm: '1090511010000000000', ggxh: say('example.spec3'), dw: say('example.unit3'), quantity: '3', price: '1200', amount: '3600.00', rate: '13%' },
  ];
}

/** 批量开票 of the member and agency areas (docs/workbench/batch-issue.md): invoice/newBatchInvoicing and fullpower/newBatchInvoicing. */
export function BatchIssuePage({ route }: PageProps) {
  const { t } = useTranslation(['batchIssue', 'routeTitles', 'lookups', 'invoice', 'issue', 'terminals', 'enterpriseImport']);
  const session = useSelector(selectSession);
  const navigate = useNavigate();
  const message = useMessage();
  const terminal = session.terminal && session.terminal.diskId === session.diskId ? session.terminal : null;
  const diskId = session.diskId ?? null;
  const offered = useMemo(() => typesOfRoute(route.path, Array.isArray(terminal?.invoiceTypes) ? (terminal.invoiceTypes as string[]) : []), [route.path, terminal]);
  const [chosen, setChosen] = useState<InvoiceType | null>(null);
  const type = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  const typeName = useCallback((code: string) => t(lookupKey(invoiceTypeTable, code)), [t]);

  const context = useMemo<BatchContext | null>(() => {
    if (!terminal || !diskId || !type) return null;
    return {
      issue: {
        taxpayerType: String(terminal.taxerType ?? '01') as TaxpayerType,
        diskType: Number(terminal.diskType) as DiskType,
        diskId,
        tsp: String(terminal.tsp ?? ''),
        isRed: false,
        receiverMayBeMobile: false,
        boundToTaxBureau: terminal.qdStatus === 1,
        seller: { name: terminal.taxerName ?? '', taxId: terminal.taxerId ?? '' },
      },
      offered,
      defaultType: type,
      rateLabels: acceptedRateLabels,
    };
  }, [terminal, diskId, type, offered]);

  const sheet = useBatchSheet(context);
  const tracker = useIssueBatch(diskId);
  const openBatch = tracker.open;

  // Selected: every invoice that may be issued, except those the user unticked.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [onlyErrors, setOnlyErrors] = useState(false);
  const issuable = useMemo(() => {
    if (!sheet.sheet) return [];
    return sheet.sheet.invoices.filter((inv) => sheet.sheet!.checked.get(inv.key)?.check.status !== 'error');
  }, [sheet.sheet]);
  const selected = useMemo(() => new Set(issuable.filter((inv) => !excluded.has(inv.key)).map((inv) => inv.key)), [issuable, excluded]);
  const onSelect = useCallback(
    (key: string, isSelected: boolean) =>
      setExcluded((previous) => {
        const next = new Set(previous);
        if (isSelected) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const choose = (file: File) => {
    setExcluded(new Set());
    setOnlyErrors(false);
    sheet.choose(file);
  };

  const fetchTemplate = async () => {
    const titles = batchColumns.map((c) => t(`column.${c.field}`));
    const rows = exampleRows((key) => t(key)).map((row) => batchColumns.map((c) => row[c.field] ?? ''));
    return { blob: await writeTextSheet([titles, ...rows], t('page.templateSheet')), name: t('page.templateName') };
  };

  const issue = async () => {
    if (!sheet.sheet || !context || !diskId) return;
    const { rows } = sheet.sheet;
    const chosenInvoices = sheet.sheet.invoices.filter((inv) => selected.has(inv.key));
    if (chosenInvoices.length === 0) {
      message.warning(t('page.noneSelected'));
      return;
    }
    const result = await tracker.submit({
      diskId,
      fileName: sheet.sheet.fileName,
      invoices: chosenInvoices.map((inv) => ({ documentNo: inv.documentNo, draft: draftOf(rows, inv, context) as unknown as Record<string, unknown> })),
    });
    // A refusal has been alerted (提示) with the server's message; the sheet stays as it is.
    if ('error' in result) return;
    sheet.remove(new Set(chosenInvoices.map((inv) => inv.key)));
  };

  const fetchResults = async () => {
    const batch = await tracker.latest();
    if (!batch) return null;
    const data = resultSheet(batch, {
      title: (c) => t(`result.${c}`),
      status: (s) => t(batchItemStatuses[s]),
      type: typeName,
      time: (iso) => formatDateTime(iso),
    });
    return { blob: await writeTextSheet(data, t('batch.resultSheet')), name: t('batch.resultName', { id: batch.id }) };
  };

  const recentColumns = useMemo(
    (): TableColumn<IssueBatchSummary>[] => [
      { key: 'id', title: t('page.batchId'), width: 130 },
      { key: 'fileName', title: t('batch.file'), minWidth: 200, ellipsis: true },
      { key: 'createTime', title: t('batch.createTime'), width: 180, render: (b) => formatDateTime(b.createTime) },
      {
        key: 'status',
        title: t('result.status'),
        width: 120,
        render: (b) => (
          <StatusBadge tone={b.status === 'running' ? 'info' : b.failed > 0 ? 'warning' : 'success'} size="sm">
            {t(b.status === 'running' ? 'batch.running' : 'batch.done')}
          </StatusBadge>
        ),
      },
      { key: 'total', title: t('batch.progressLabel'), minWidth: 260, render: (b) => t('batch.progress', { settled: b.issued + b.failed, total: b.total, issued: b.issued, failed: b.failed }) },
      {
        key: 'open',
        title: t('page.actions'),
        width: 90,
        render: (b) => (
          <Button size="sm" variant="text" onPress={() => openBatch(b.id)} aria-label={`${t('page.open')} ${t('batch.title', { id: b.id })}`}>
            {t('page.open')}
          </Button>
        ),
      },
    ],
    [t, openBatch],
  );

  // The one terminal gate (features/terminals), and this page's own: the route's types, the tax-bureau binding.
  const terminalGate = useTerminalGate();
  const diskCheck = terminalGate.block?.actions.includes('diskCheck') ?? false;
  let gate: string | null = null;
  if (!diskId) gate = t(terminalGate.block?.key ?? 'issue:gate.noTerminal');
  else if (terminal && terminalGate.block) gate = t(terminalGate.block.key);
  else if (terminal && offered.length === 0) gate = t('page.gateNoTypes');
  else if (terminal && type && invoiceTypes[type].family === 'digital' && terminal.qdStatus !== 1) gate = t('invoice:taxBureau.notBound');

  const problem = sheet.problem;
  const problemText =
    problem &&
    (problem.key === 'batchIssue:file.missingHeaders'
      ? t(problem.key, { columns: problem.params.columns.map((c) => t(`column.${c}`)).join(t('enterpriseImport:file.listSeparator')) })
      : t(problem.key, 'params' in problem ? problem.params : {}));
  const progress = sheet.progress;
  const counts = sheet.counts;

  return (
    <Page>
      <Head>
        <Title>{t(route.titleKey)}</Title>
        {!gate && type && !tracker.openId && (
          <TypeChoice>
            <Select label={t('page.typeLabel')} layout="horizontal" selectedKey={type} onSelectionChange={(key) => setChosen(String(key) as InvoiceType)}>
              {offered.map((code) => (
                <SelectItem key={code} id={code}>
                  {typeName(code)}
                </SelectItem>
              ))}
            </Select>
          </TypeChoice>
        )}
      </Head>
      {terminalGate.element}
      {gate ? (
        <Alert
          tone="warning"
          action={
            diskCheck ? (
              <Button size="sm" onPress={terminalGate.openDiskCheck}>
                {t('terminals:gate.diskCheck')}
              </Button>
            ) : terminal && terminalGate.renewPath ? (
              <Button size="sm" onPress={terminalGate.renew}>
                {t('terminals:gate.renew')}
              </Button>
            ) : undefined
          }
        >
          {gate}
        </Alert>
      ) : !terminal || !context ? (
        <Skeleton lines={6} />
      ) : tracker.openId ? (
        tracker.batch ? (
          <BatchResults
            batch={tracker.batch}
            counts={tracker.counts ?? tracker.batch}
            live={tracker.pushOpen}
            onRetry={() =>
              void tracker.retry().then((b) => {
                if (b) message.success(t('batch.retried', { count: b.items.filter((i) => i.status === 'queued').length }));
              })
            }
            isRetrying={tracker.retrying}
            fetchResults={fetchResults}
            onNewBatch={() => tracker.open(null)}
            onOpenInvoice={(item) => void navigate(detailsPath(route.area, item))}
            typeName={typeName}
          />
        ) : tracker.batchError ? (
          <Alert
            tone="danger"
            action={
              <Button size="sm" onPress={() => void tracker.refetch()}>
                {t('batch.reload')}
              </Button>
            }
          >
            {t('batch.loadFailed')}
          </Alert>
        ) : (
          <Skeleton lines={6} />
        )
      ) : (
        <>
          <Steps>{t('page.steps')}</Steps>
          <Bar>
            <DownloadButton size="sm" fetchFile={fetchTemplate}>
              {t('page.template')}
            </DownloadButton>
            <FileButton size="sm" variant="primary" acceptedFileTypes={['.xlsx']} onSelect={choose} isDisabled={progress !== null}>
              {t(sheet.sheet ? 'page.uploadAgain' : 'page.upload')}
            </FileButton>
            <Steps>{t('page.typeHint')}</Steps>
          </Bar>
          {problemText && (
            <Alert tone="danger" onClose={sheet.dismissProblem}>
              {problemText}
            </Alert>
          )}
          {progress && (
            <ProgressBar
              label={progress.phase === 'read' ? t('page.reading', { name: progress.fileName }) : t('page.checking', { done: progress.done, total: progress.total })}
              isIndeterminate={progress.phase === 'read'}
              value={progress.done}
              maxValue={Math.max(1, progress.total)}
            />
          )}
          {sheet.sheet && counts && !progress && (
            <>
              <Bar>
                <Summary role="status">
                  {t('page.summary', { ...counts, selected: selected.size })}
                  {counts.warnings > 0 ? t('page.warnings', { count: counts.warnings }) : ''}
                </Summary>
                <Checkbox isSelected={onlyErrors} onChange={setOnlyErrors}>
                  {t('page.onlyErrors')}
                </Checkbox>
                <Button size="sm" onPress={() => setExcluded(new Set())}>
                  {t('page.selectAll')}
                </Button>
                <Button size="sm" onPress={() => setExcluded(new Set(sheet.sheet!.invoices.map((inv) => inv.key)))}>
                  {t('page.selectNone')}
                </Button>
                <Button
                  size="sm"
                  isDisabled={counts.errors === 0}
                  onPress={() => {
                    const gone = new Set(sheet.sheet!.invoices.filter((inv) => sheet.sheet!.checked.get(inv.key)?.check.status === 'error').map((inv) => inv.key));
                    sheet.remove(gone);
                    message.success(t('page.removed', { count: gone.size }));
                  }}
                >
                  {t('page.removeErrors')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  isDisabled={selected.size === 0}
                  onPress={() => {
                    sheet.remove(selected);
                    message.success(t('page.removed', { count: selected.size }));
                  }}
                >
                  {t('page.removeSelected')}
                </Button>
                <Button variant="primary" isDisabled={selected.size === 0} isLoading={tracker.submitting} onPress={() => void issue()}>
                  {t('page.issue', { count: selected.size })}
                </Button>
              </Bar>
              <BatchSheetTable
                rows={sheet.sheet.rows}
                invoices={sheet.sheet.invoices}
                checked={sheet.sheet.checked}
                selected={selected}
                onSelect={onSelect}
                onEdit={sheet.edit}
                onlyErrors={onlyErrors}
              />
            </>
          )}
          {!sheet.sheet && !progress && (
            <>
              <Subtitle>{t('page.recent')}</Subtitle>
              <Table
                aria-label={t('page.recent')}
                columns={recentColumns}
                rows={tracker.list}
                rowKey="id"
                isLoading={tracker.listLoading}
                emptyContent={t('page.recentEmpty')}
                maxHeight={320}
              />
            </>
          )}
        </>
      )}
    </Page>
  );
}

export default BatchIssuePage;

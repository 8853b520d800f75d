import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Empty,
  formatDateTime,
  formatMoney,
  Icon,
  PageFrame,
  Panel,
  ProgressDialog,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { invoiceType, lookupKey } from '../../lookups';
import type { PurchaseInvoice } from '../api';
import { useGetCollectedInvoicesQuery, useGetVatEnterprisesQuery } from '../hooks/inputVatApi';
import { useDownloadTask } from '../hooks/useDownloadTask';
import { useInvoiceUpload, type UploadOutcome } from '../hooks/useInvoiceUpload';
import { INVOICE_FILE_TYPES, MAX_FILES } from '../rules/files';
import { collectOutcome, collectSource, entryOf, readFrom } from '../rules/lookups';
import { periodParts, rateText } from '../rules/period';
import { EnterprisePicker } from './EnterprisePicker';
import { PurchaseTicketDialog } from './PurchaseTicketDialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
`;
const Narrow = styled.div`
  width: 220px;
`;
const Hint = styled.p`
  margin: ${space[2]} 0 0;
  color: ${vars.colorTextSecondary};
`;
const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Gap = styled.div`
  margin-top: ${space[3]};
`;
const Picker = styled.div`
  max-width: 520px;
`;

const ALL = 'all';
const sources = ['download', 'upload', 'seed'] as const;

/** The current period and the eleven before it (a download reaches back a year). */
function recentPeriods(current: string): string[] {
  const out: string[] = [];
  let y = Number(current.slice(0, 4));
  let m = Number(current.slice(4, 6));
  for (let k = 0; k < 12; k += 1) {
    out.push(`${y}${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

export interface InvoiceCollectionProps {
  route: PortalRoute;
}

/**
 * 发票采集 (spec 01 §2 invoiceCollection): purchase invoices arrive by the period's download from the tax bureau (a
 * server task with progress) and by uploading the files a supplier sent (XML, PDF, OFD, several at once, read by the
 * parsing call); an invoice already held is recognised and not added twice; each opens as its ticket.
 */
export function InvoiceCollection({ route }: InvoiceCollectionProps) {
  const { t } = useTranslation(['inputVat', 'lookups', 'errors']);
  const message = useMessage();
  const [params, setParams] = useAddressSearch();
  const enterprises = useGetVatEnterprisesQuery();
  const list = enterprises.data?.data ?? [];
  const ownOnly = route.area === 'member';
  const asked = params.get('taxNo') ?? '';
  const enterprise = ownOnly ? list[0] : list.find((e) => e.taxNo === asked);
  const taxNo = enterprise?.taxNo ?? '';
  const current = enterprise?.period ?? '';
  const periods = useMemo(() => (current ? recentPeriods(current) : []), [current]);
  const [downloadPeriod, setDownloadPeriod] = useState('');
  const chosenPeriod = downloadPeriod || current;
  const sourceParam = params.get('source');
  const source = (sources as readonly string[]).includes(sourceParam ?? '') ? (sourceParam as (typeof sources)[number]) : undefined;
  const collected = useGetCollectedInvoicesQuery({ taxNo, ...(source ? { source } : {}) }, { skip: !taxNo });
  const rows = useMemo(() => collected.data?.data.list ?? [], [collected.data]);
  const download = useDownloadTask();
  const upload = useInvoiceUpload();
  const [viewing, setViewing] = useState<string | null>(null);

  const task = download.task;
  const taskStatus = download.lostContact ? 'failure' : task?.state;

  const columns = useMemo<TableColumn<PurchaseInvoice>[]>(
    () => [
      {
        key: 'source',
        title: t('collection.columns.source'),
        width: 110,
        render: (row) => {
          const entry = entryOf(collectSource, row.source);
          return <Tag tone={entry.tone ?? 'neutral'}>{t(entry.key)}</Tag>;
        },
      },
      { key: 'fplxdm', title: t('columns.type'), width: 150, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      {
        key: 'fphm',
        title: t('columns.number'),
        width: 200,
        render: (row) => (
          <Button size="sm" variant="text" aria-label={t('columns.openTicket', { number: row.fphm })} onPress={() => setViewing(row.id)}>
            {row.fphm}
          </Button>
        ),
      },
      { key: 'xfmc', title: t('columns.seller'), minWidth: 200, ellipsis: true },
      { key: 'issueDate', title: t('columns.issueDate'), width: 110 },
      { key: 'amount', title: t('columns.amount'), width: 120, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxRate', title: t('columns.rate'), width: 70, align: 'center', render: (row) => rateText(row.taxRate) },
      { key: 'taxAmount', title: t('columns.tax'), width: 110, align: 'end', render: (row) => formatMoney(row.taxAmount) },
      { key: 'collectedAt', title: t('collection.columns.collectedAt'), width: 160, render: (row) => formatDateTime(row.collectedAt) },
      { key: 'fileName', title: t('collection.columns.file'), minWidth: 160, ellipsis: true, render: (row) => row.fileName ?? '' },
    ],
    [t],
  );

  const outcomeColumns = useMemo<TableColumn<UploadOutcome>[]>(
    () => [
      { key: 'name', title: t('upload.columns.file'), minWidth: 220, ellipsis: true },
      {
        key: 'outcome',
        title: t('upload.columns.outcome'),
        width: 110,
        render: (row) => {
          const entry = entryOf(collectOutcome, row.outcome);
          return <Tag tone={entry.tone ?? 'neutral'}>{t(entry.key)}</Tag>;
        },
      },
      {
        key: 'fphm',
        title: t('columns.number'),
        width: 200,
        render: (row) =>
          row.id && row.fphm ? (
            <Button size="sm" variant="text" aria-label={t('columns.openTicket', { number: row.fphm })} onPress={() => setViewing(row.id ?? null)}>
              {row.fphm}
            </Button>
          ) : (
            (row.fphm ?? '')
          ),
      },
      { key: 'xfmc', title: t('columns.seller'), minWidth: 180, ellipsis: true, render: (row) => row.xfmc ?? '' },
      { key: 'amount', title: t('columns.amount'), width: 120, align: 'end', render: (row) => (row.amount ? formatMoney(row.amount) : '') },
      { key: 'readFrom', title: t('upload.columns.readFrom'), width: 140, render: (row) => (row.readFrom ? t(entryOf(readFrom, row.readFrom).key) : '') },
      { key: 'reason', title: t('upload.columns.reason'), minWidth: 200, ellipsis: true, render: (row) => row.reason ?? '' },
    ],
    [t],
  );
  const counts = useMemo(() => {
    const c = { added: 0, duplicate: 0, failed: 0 };
    for (const o of upload.outcomes) c[o.outcome] += 1;
    return c;
  }, [upload.outcomes]);

  const body = () => (
    <>
      <Panel title={t('download.title')}>
        <Row>
          <Narrow>
            <Select label={t('download.period')} value={chosenPeriod} onChange={(key) => setDownloadPeriod(String(key))}>
              {periods.map((p) => (
                <SelectItem key={p} id={p}>
                  {t('period', periodParts(p))}
                </SelectItem>
              ))}
            </Select>
          </Narrow>
          <Button variant="primary" icon={<Icon name="download" size={14} />} isLoading={download.isStarting} isDisabled={!!task && task.state === 'running'} onPress={() => void download.start(taxNo, chosenPeriod)}>
            {t('download.start')}
          </Button>
          {task && !download.isOpen && (
            <Button variant="text" onPress={download.show}>
              {t('download.showProgress')}
            </Button>
          )}
        </Row>
        <Hint>{t('download.hint')}</Hint>
      </Panel>
      <Panel title={t('upload.title')}>
        <Row>
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={[...INVOICE_FILE_TYPES]}
            onSelect={(files) => {
              if (files && files.length > 0) void upload.upload(taxNo, Array.from(files));
            }}
          >
            <Button icon={<Icon name="upload" size={14} />} isLoading={upload.isBusy}>
              {t('upload.choose')}
            </Button>
          </FileTrigger>
          {upload.outcomes.length > 0 && <Count aria-live="polite">{t('upload.summary', counts)}</Count>}
        </Row>
        <Hint>{t('upload.hint', { max: MAX_FILES })}</Hint>
        {upload.error && (
          <Gap>
            <Alert tone="danger">{t('upload.failed', { reason: upload.error })}</Alert>
          </Gap>
        )}
        {upload.outcomes.length > 0 && (
          <Gap>
            <Table aria-label={t('upload.results')} columns={outcomeColumns} rows={upload.outcomes} rowKey={(row) => `${row.name}#${upload.outcomes.indexOf(row)}`} maxHeight={280} />
          </Gap>
        )}
      </Panel>
      <Panel title={t('collection.title')} extra={collected.isSuccess ? <Count>{t('tick.count', { count: rows.length })}</Count> : undefined}>
        <Narrow>
          <Select
            label={t('collection.source')}
            value={source ?? ALL}
            onChange={(key) => {
              const next = new URLSearchParams(params);
              if (key === ALL) next.delete('source');
              else next.set('source', String(key));
              setParams(next);
            }}
          >
            {[ALL, ...sources].map((code) => (
              <SelectItem key={code} id={code}>
                {code === ALL ? t('filters.all') : t(entryOf(collectSource, code).key)}
              </SelectItem>
            ))}
          </Select>
        </Narrow>
        <Gap>
          {collected.isLoading ? (
            <Skeleton variant="table" rows={8} columns={8} aria-label={t('collection.loading')} />
          ) : collected.isError ? (
            <Empty
              title={t('collection.loadFailed')}
              description={errorText(t, collected.error)}
              action={
                <Button variant="primary" onPress={() => void collected.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : (
            <Table aria-label={t('collection.title')} columns={columns} rows={rows} rowKey="id" isLoading={collected.isFetching} maxHeight={480} />
          )}
        </Gap>
      </Panel>
      {task && (
        <ProgressDialog
          isOpen={download.isOpen}
          title={t('download.progressTitle', periodParts(task.period))}
          message={taskStatus === 'success' ? t('download.done', { added: task.added, duplicates: task.duplicates }) : taskStatus === 'failure' ? null : t('download.running')}
          current={task.current}
          total={task.total}
          {...(taskStatus ? { status: taskStatus } : {})}
          failureText={t('download.failed')}
          errorDetail={download.lostContact ? t('download.lostContact') : (task.message ?? '')}
          onHide={download.hide}
          onComplete={() => {
            if (task.state === 'success') message.success(t('download.done', { added: task.added, duplicates: task.duplicates }));
            download.complete();
          }}
        />
      )}
      <PurchaseTicketDialog invoiceId={viewing} onClose={() => setViewing(null)} />
    </>
  );

  return (
    <PageFrame title={t('collection.pageTitle')}>
      {enterprises.isError ? (
        <Empty
          title={t('enterprise.loadFailed')}
          description={errorText(t, enterprises.error)}
          action={
            <Button variant="primary" onPress={() => void enterprises.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : !enterprises.isSuccess ? (
        <Skeleton variant="text" lines={3} aria-label={t('enterprise.loading')} />
      ) : (
        <>
          <Panel title={ownOnly ? t('enterprise.own') : t('enterprise.choose')}>
            {ownOnly ? (
              <span>{enterprise ? t('enterprise.option', { name: enterprise.name, taxNo: enterprise.taxNo }) : t('enterprise.none')}</span>
            ) : (
              <Picker>
                <EnterprisePicker
                  enterprises={list}
                  taxNo={taxNo}
                  onChange={(next) => {
                    const p = new URLSearchParams(params);
                    p.set('taxNo', next);
                    setParams(p);
                  }}
                />
              </Picker>
            )}
          </Panel>
          {taxNo ? body() : <Empty title={ownOnly ? t('enterprise.none') : t('enterprise.chooseFirst')} />}
        </>
      )}
    </PageFrame>
  );
}

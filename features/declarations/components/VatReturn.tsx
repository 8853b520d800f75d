import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DescriptionList,
  Empty,
  formatDateTime,
  formatMoney,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  useMessage,
  vars,
  type DescriptionItem,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { declarationStatus, lookupEntry, lookupKey } from '../../lookups';
import { useGetVatReturnQuery, usePayDeclarationMutation, useSubmitVatReturnMutation, type RateRow, type VatFigures } from '../api';
import { filingState, rateGroupLabel, reportType } from '../rules/lookups';
import { certificatePath, isFilingArea, summaryPath } from '../rules/paths';
import { periodDays } from '../rules/periods';

const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space[3]};
  padding-top: ${space[3]};
`;
const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;

interface SalesRow {
  key: string;
  label: string;
  amount: string;
  tax: string;
}

/** The return's computed lines, in the order of the tax bureau's main table. */
export function figureItems(t: TFunction, f: VatFigures): DescriptionItem[] {
  const money = (value: string) => `¥${formatMoney(value)}`;
  return [
    { key: 'salesTotal', label: t('vat.salesTotal'), value: money(f.salesTotal) },
    { key: 'taxTotal', label: t('vat.taxTotal'), value: money(f.taxTotal) },
    { key: 'outputTax', label: t('vat.outputTax'), value: money(f.outputTax) },
    { key: 'inputTax', label: t('vat.inputTax', { count: f.inputCount }), value: money(f.inputTax) },
    { key: 'payableGeneral', label: t('vat.payableGeneral'), value: money(f.payableGeneral) },
    { key: 'carryForward', label: t('vat.carryForward'), value: money(f.carryForward) },
    { key: 'simpleTax', label: t('vat.simpleTax'), value: money(f.simpleTax) },
    { key: 'vatPayable', label: t('vat.vatPayable'), value: money(f.vatPayable) },
    { key: 'urbanTax', label: t('vat.urbanTax'), value: money(f.urbanTax) },
    { key: 'educationSurcharge', label: t('vat.educationSurcharge'), value: money(f.educationSurcharge) },
    { key: 'localEducationSurcharge', label: t('vat.localEducationSurcharge'), value: money(f.localEducationSurcharge) },
    { key: 'surtaxTotal', label: t('vat.surtaxTotal'), value: money(f.surtaxTotal) },
    { key: 'totalDue', label: t('vat.totalDue'), value: money(f.totalDue), span: 2 },
  ];
}

export interface VatReturnProps {
  route: PortalRoute;
  /** The declaration (its id from the address). */
  id: string;
  /** Where 返回 leads (the list of the page). */
  backPath: string;
}

/**
 * The VAT return (增值税及附加税费申报表) of one enterprise and period: the sales by rate filled from the period's
 * issued invoices, the input tax of the ticked purchase invoices, the tax due and surtaxes, shown for review before
 * it is sent (a box to tick, then a confirmation); once sent, its state, payment and certificate.
 */
export function VatReturn({ route, id, backPath }: VatReturnProps) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  const query = useGetVatReturnQuery({ id }, { refetchOnMountOrArgChange: true });
  const [submit, submitting] = useSubmitVatReturnMutation();
  const [pay, paying] = usePayDeclarationMutation();
  const [reviewed, setReviewed] = useState(false);
  const data = query.data?.data ?? null;
  const area = isFilingArea(route.area) ? route.area : 'account';

  const salesRows = useMemo<SalesRow[]>(() => {
    if (!data) return [];
    const rows = data.figures.rows.map((r: RateRow) => ({ key: r.rate, label: t(lookupKey(rateGroupLabel, r.rate)), amount: r.amount, tax: r.tax }));
    return [...rows, { key: 'total', label: t('vat.total'), amount: data.figures.salesTotal, tax: data.figures.taxTotal }];
  }, [data, t]);
  const columns = useMemo<TableColumn<SalesRow>[]>(
    () => [
      { key: 'label', title: t('vat.columns.item'), minWidth: 200 },
      { key: 'amount', title: t('vat.columns.amount'), width: 200, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'tax', title: t('vat.columns.tax'), width: 200, align: 'end', render: (row) => formatMoney(row.tax) },
    ],
    [t],
  );

  if (query.isLoading || (query.isFetching && query.isError)) return <Skeleton variant="table" rows={8} columns={3} aria-label={t('vat.loading')} />;
  if (query.isError || !data) {
    return (
      <Empty
        title={t('vat.loadFailed')}
        description={query.error ? errorText(t, query.error) : undefined}
        action={
          <>
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
            <Button onPress={() => void navigate(backPath)}>{t('back')}</Button>
          </>
        }
      />
    );
  }

  const { declaration: d, figures: f } = data;
  const days = periodDays(d.period);
  const open = d.sbzt === '0' || d.sbzt === '1';
  const notCopied = open && d.cbzt === '2';
  const title = t(lookupKey(reportType, d.reportType));
  const check = data.frozen ? null : summaryPath(area, d.taxerId, days.start, days.end);
  const info: DescriptionItem[] = [
    { key: 'taxerName', label: t('columns.taxerName'), value: d.taxerName },
    { key: 'taxerId', label: t('columns.taxerId'), value: d.taxerId },
    { key: 'period', label: t('vat.periodRange'), value: t('vat.periodValue', days) },
    { key: 'deadline', label: t('columns.deadline'), value: d.deadline },
    { key: 'sbzt', label: t('columns.sbzt'), value: <Tag tone={lookupEntry(filingState, d.sbzt)?.tone ?? 'neutral'}>{t(lookupKey(filingState, d.sbzt))}</Tag> },
    { key: 'cbzt', label: t('columns.cbzt'), value: <Tag tone={lookupEntry(declarationStatus, d.cbzt)?.tone ?? 'neutral'}>{t(lookupKey(declarationStatus, d.cbzt))}</Tag> },
    ...(d.declareTime ? [{ key: 'declareTime', label: t('columns.declareTime'), value: formatDateTime(d.declareTime) }] : []),
    ...(d.payTime ? [{ key: 'payTime', label: t('vat.payTime'), value: formatDateTime(d.payTime) }] : []),
  ];

  const send = async () => {
    const ok = await confirm({
      title: t('vat.sendTitle'),
      content: t('vat.sendContent', { name: d.taxerName, period: d.period, amount: formatMoney(f.totalDue) }),
      okText: t('vat.send'),
    });
    if (!ok) return;
    const result = await submit({ id, vatReturnReviewed: { salesTotal: f.salesTotal, totalDue: f.totalDue } });
    if (!('error' in result)) message.success(t('vat.sent'));
    setReviewed(false);
    void query.refetch();
  };
  const payNow = async () => {
    const ok = await confirm({ title: t('pay.title'), content: t('pay.content', { name: d.taxerName, period: d.period, amount: formatMoney(f.totalDue) }), okText: t('pay.confirm') });
    if (!ok) return;
    const result = await pay({ id });
    if (!('error' in result)) message.success(t('pay.done'));
    void query.refetch();
  };

  return (
    <Stack>
      <Panel title={t('vat.info', { title })} extra={<Button size="sm" onPress={() => void navigate(backPath)}>{t('back')}</Button>}>
        <DescriptionList items={info} columns={3} />
      </Panel>
      <Panel title={t('vat.salesTitle')}>
        <Hint>
          {data.frozen ? t('vat.frozenHint') : t('vat.sourceHint', { count: f.invoiceCount, inputCount: f.inputCount })}
          {check && (
            <Button size="sm" variant="text" onPress={() => void navigate(check)}>
              {t('vat.checkInSummary')}
            </Button>
          )}
        </Hint>
        <Table aria-label={t('vat.salesTitle')} columns={columns} rows={salesRows} rowKey="key" maxHeight={340} />
      </Panel>
      <Panel title={t('vat.figuresTitle')}>
        <DescriptionList items={figureItems(t, f)} columns={2} bordered />
        {open ? (
          <>
            {notCopied && (
              <Alert tone="warning" title={t('vat.notCopiedTitle')}>
                {t('vat.notCopied')}
              </Alert>
            )}
            <Bar>
              <Checkbox isSelected={reviewed} onChange={setReviewed} isDisabled={notCopied}>
                {t('vat.reviewed')}
              </Checkbox>
              <Button variant="primary" isDisabled={!reviewed || notCopied} isLoading={submitting.isLoading} onPress={() => void send()}>
                {t('vat.send')}
              </Button>
            </Bar>
          </>
        ) : (
          <Bar>
            <Alert tone="success" title={t(lookupKey(filingState, d.sbzt))}>
              {t('vat.sentAt', { time: d.declareTime ? formatDateTime(d.declareTime) : '' })}
            </Alert>
            {d.sbzt === '2' && (
              <Button variant="primary" isLoading={paying.isLoading} onPress={() => void payNow()}>
                {t('actions.pay')}
              </Button>
            )}
            {d.sbzt === '3' && d.certificateId && (
              <Button variant="primary" onPress={() => void navigate(certificatePath(area, d.certificateId ?? ''))}>
                {t('actions.certificate')}
              </Button>
            )}
          </Bar>
        )}
      </Panel>
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  AmountField,
  Button,
  DescriptionList,
  Empty,
  formatMoney,
  Panel,
  Skeleton,
  space,
  Tag,
  useConfirm,
  useMessage,
  vars,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { lookupEntry, lookupKey } from '../../lookups';
import { useGetFinancialStatementsQuery, useSaveFinancialStatementsMutation, useSubmitFinancialStatementsMutation, type FinancialStatements as Statements } from '../api';
import { filingState } from '../rules/lookups';
import {
  assetLines,
  equityLines,
  incomeLines,
  liabilityLines,
  lineIssues,
  sendRefusal,
  statementTotals,
  type StatementLine,
  type StatementValues,
} from '../rules/statements';

const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;
const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${space[3]};
`;
const Section = styled.fieldset`
  margin: 0;
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 6px;
  display: grid;
  gap: ${space[2]};
  align-content: start;
  legend {
    padding: 0 ${space[1]};
    color: ${vars.colorText};
    font-weight: 600;
  }
`;
const Total = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  color: ${vars.colorText};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
const Note = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
`;

const signed: ReadonlySet<StatementLine> = new Set(['retainedEarnings', 'otherAssets', 'otherLiabilities']);

export interface FinancialStatementsFormProps {
  /** The statements as the server has them. */
  statements: Statements;
  /** Saves the values as a draft; resolves true when saved. */
  onSave: (values: StatementValues) => Promise<boolean>;
  /** Sends the values; resolves true when sent. */
  onSend: (values: StatementValues) => Promise<boolean>;
  /** A request is running. */
  isBusy?: boolean;
}

/**
 * The balance sheet's and income statement's main lines as a form: amounts in decimal, totals and profits computed as
 * typed, the balance checked (total assets = liabilities + equity) before the statements may be sent; a draft may be
 * saved unbalanced. Read-only once sent.
 */
export function FinancialStatementsForm({ statements, onSave, onSend, isBusy = false }: FinancialStatementsFormProps) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const [values, setValues] = useState<StatementValues>(() => ({ ...statements.values }));
  const [refusal, setRefusal] = useState<'lines' | 'unbalanced' | null>(null);
  const readOnly = statements.declaration.sbzt !== '0' && statements.declaration.sbzt !== '1';
  const totals = statementTotals(values);
  const issues = lineIssues(values);

  const field = (line: StatementLine) => {
    const issue = issues.find((i) => i.line === line);
    return (
    <AmountField
      key={line}
      isInvalid={issue !== undefined}
      errorMessage={issue ? t(issue.key) : undefined}
      label={t(`statements.lines.${line}`)}
      value={values[line] ?? ''}
      allowNegative={signed.has(line)}
      isReadOnly={readOnly}
      onChange={(value) => {
        setValues((v) => ({ ...v, [line]: value }));
        setRefusal(null);
      }}
    />
    );
  };
  const total = (label: string, amount: string) => (
    <Total>
      <span>{label}</span>
      <output aria-label={label}>{formatMoney(amount)}</output>
    </Total>
  );

  const send = async () => {
    const problem = sendRefusal(values);
    setRefusal(problem);
    if (problem) return;
    await onSend(values);
  };

  return (
    <Stack>
      <Sections>
        <Section>
          <legend>{t('statements.assets')}</legend>
          {assetLines.map(field)}
          {total(t('statements.totalAssets'), totals.totalAssets)}
        </Section>
        <Section>
          <legend>{t('statements.liabilitiesAndEquity')}</legend>
          {liabilityLines.map(field)}
          {total(t('statements.totalLiabilities'), totals.totalLiabilities)}
          {equityLines.map(field)}
          {total(t('statements.totalEquity'), totals.totalEquity)}
          {total(t('statements.totalLiabilitiesAndEquity'), totals.liabilitiesAndEquity)}
        </Section>
        <Section>
          <legend>{t('statements.income')}</legend>
          <Note>{t('statements.revenueHint', { amount: formatMoney(statements.periodSales) })}</Note>
          {incomeLines.map(field)}
          {total(t('statements.operatingProfit'), totals.operatingProfit)}
          {total(t('statements.netProfit'), totals.netProfit)}
        </Section>
      </Sections>
      {totals.balanced ? (
        <Alert tone="success">{t('statements.balanced')}</Alert>
      ) : (
        <Alert tone={refusal === 'unbalanced' ? 'danger' : 'warning'} title={t('statements.unbalancedTitle')} live>
          {t('statements.unbalanced', { difference: formatMoney(totals.difference) })}
        </Alert>
      )}
      {refusal === 'lines' && (
        <Alert tone="danger" live>
          {t('statements.linesRefused')}
        </Alert>
      )}
      {!readOnly && (
        <Bar>
          <Button isLoading={isBusy} onPress={() => void onSave(values)}>
            {t('statements.save')}
          </Button>
          <Button variant="primary" isLoading={isBusy} onPress={() => void send()}>
            {t('statements.send')}
          </Button>
        </Bar>
      )}
    </Stack>
  );
}

export interface FinancialStatementsProps {
  id: string;
  backPath: string;
}

/** 财报填写: the statements of one enterprise and period, loaded, saved and sent. */
export function FinancialStatements({ id, backPath }: FinancialStatementsProps) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  const query = useGetFinancialStatementsQuery({ id }, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveFinancialStatementsMutation();
  const [submit, submitting] = useSubmitFinancialStatementsMutation();
  const data = query.data?.data ?? null;

  if (query.isLoading || (query.isFetching && query.isError)) return <Skeleton variant="table" rows={8} columns={3} aria-label={t('statements.loading')} />;
  if (query.isError || !data) {
    return (
      <Empty
        title={t('statements.loadFailed')}
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
  const d = data.declaration;
  const onSave = async (values: StatementValues) => {
    const result = await save({ id, statementValues: values });
    if ('error' in result) return false;
    message.success(t('statements.saved'));
    return true;
  };
  const onSend = async (values: StatementValues) => {
    if (!(await confirm({ title: t('statements.sendTitle'), content: t('statements.sendContent', { name: d.taxerName, period: d.period }), okText: t('statements.send') }))) return false;
    const result = await submit({ id, statementValues: values });
    if ('error' in result) return false;
    message.success(t('statements.sent'));
    void query.refetch();
    return true;
  };

  return (
    <Stack>
      <Panel title={t('statements.info')} extra={<Button size="sm" onPress={() => void navigate(backPath)}>{t('back')}</Button>}>
        <DescriptionList
          columns={3}
          items={[
            { key: 'taxerName', label: t('columns.taxerName'), value: d.taxerName },
            { key: 'taxerId', label: t('columns.taxerId'), value: d.taxerId },
            { key: 'period', label: t('columns.period'), value: d.period },
            { key: 'deadline', label: t('columns.deadline'), value: d.deadline },
            { key: 'sbzt', label: t('columns.sbzt'), value: <Tag tone={lookupEntry(filingState, d.sbzt)?.tone ?? 'neutral'}>{t(lookupKey(filingState, d.sbzt))}</Tag> },
          ]}
        />
      </Panel>
      <Panel title={t('statements.title')}>
        <FinancialStatementsForm key={`${id}:${d.sbzt}`} statements={data} onSave={onSave} onSend={onSend} isBusy={saving.isLoading || submitting.isLoading} />
      </Panel>
    </Stack>
  );
}

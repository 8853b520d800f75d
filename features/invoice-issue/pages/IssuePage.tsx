import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, Button, Select, SelectItem, Skeleton, fontSize, fontWeight, space, vars } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { selectSession } from '../../../platform/session';
import { deleteDraft } from '../../../platform/storage';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { useTerminalGate } from '../../terminals';
import { useGetIssueConfigQuery, useGetIssuePrepareQuery, usePutIssueConfigMutation } from '../api';
import { IssueForm, type IssueFormProps } from '../components/IssueForm';
import { OrderProgress } from '../components/OrderProgress';
import { useIssueOrder } from '../hooks/useIssueOrder';
import { invoiceTypes, type DiskType, type InvoiceType, type TaxpayerType } from '../rules/types';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[4]};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

/** fullpower/positive issues the fully-digital types, positive the paper and electronic ones (spec 01 §2, §9). */
function typesOfRoute(path: string, offered: readonly string[]): InvoiceType[] {
  const digital = path.includes('/fullpower/');
  return offered.filter((c): c is InvoiceType => c in invoiceTypes && (invoiceTypes[c as InvoiceType].family === 'digital') === digital);
}

/** The issuing page of every role: /member|/account|/service + /positive and /fullpower/positive. */
export function IssuePage({ route }: PageProps) {
  const { t } = useTranslation(['issue', 'routeTitles', 'lookups', 'invoice']);
  const session = useSelector(selectSession);
  const terminal = session.terminal && session.terminal.diskId === session.diskId ? session.terminal : null;
  const diskId = session.diskId;
  const offered = useMemo(() => typesOfRoute(route.path, Array.isArray(terminal?.invoiceTypes) ? (terminal.invoiceTypes as string[]) : []), [route.path, terminal]);
  const [chosen, setChosen] = useState<InvoiceType | null>(null);
  const type = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);

  // Re-read on every visit: the seller-info pages change it (issue 12 §5).
  const seller = useGetIssuePrepareQuery({ id: diskId ?? '' }, { skip: !diskId, refetchOnMountOrArgChange: true });
  const config = useGetIssueConfigQuery({ diskId: diskId ?? '' }, { skip: !diskId });
  const [putConfig] = usePutIssueConfigMutation();
  const [includingTax, setIncludingTax] = useState<boolean | null>(null);
  const including = includingTax ?? config.data?.data.includingTax === 1;
  const changeIncluding = useCallback(
    (value: boolean) => {
      setIncludingTax(value);
      if (diskId) void putConfig({ diskId, issueConfig: { includingTax: value ? 1 : 0 } });
    },
    [diskId, putConfig],
  );

  const tracker = useIssueOrder();
  const [formKey, setFormKey] = useState(0);
  const [renewKey, setRenewKey] = useState(0);
  const userId = session.uid ?? '';

  // An issued invoice's draft is done: remove it so the next form starts empty.
  const issued = tracker.order?.ddzt === 0 ? tracker.order : null;
  useEffect(() => {
    if (issued && type && diskId) void deleteDraft({ userId, scope: diskId, kind: `issue-${type}` }).catch(() => undefined);
  }, [issued, type, diskId, userId]);

  const context = useMemo<IssueFormProps['context'] | null>(() => {
    if (!terminal || !diskId) return null;
    const s = seller.data?.data;
    return {
      taxpayerType: String(s?.taxerType ?? terminal.taxerType ?? '01') as TaxpayerType,
      diskType: Number(terminal.diskType) as DiskType,
      diskId,
      tsp: String(terminal.tsp ?? ''),
      isRed: false,
      receiverMayBeMobile: false,
      // qdStatus 1: the tax-bureau verification passed (spec 01 §4), i.e. the account is bound.
      boundToTaxBureau: terminal.qdStatus === 1,
      seller: {
        name: s?.taxerName ?? '',
        taxId: s?.taxerId ?? '',
        addressPhone: [s?.address, s?.tel].filter(Boolean).join(' '),
        bankAccount: [s?.khh, s?.yhzh].filter(Boolean).join(' '),
      },
    };
  }, [terminal, diskId, seller.data]);

  // The one terminal gate (features/terminals): service status, disk offline, no terminal, no id (spec 01 §4, §8).
  const terminalGate = useTerminalGate();
  const diskCheck = terminalGate.block?.actions.includes('diskCheck') ?? false;
  let gate: string | null = null;
  if (!diskId) gate = t(terminalGate.block?.key ?? 'issue:gate.noTerminal');
  else if (terminal && terminalGate.block) gate = t(terminalGate.block.key);
  else if (terminal && offered.length === 0) gate = t('issue:gate.noTypes');
  else if (terminal && type && invoiceTypes[type].family === 'digital' && terminal.qdStatus !== 1) gate = t('invoice:taxBureau.notBound');

  return (
    <Page>
      <Head>
        <Title>{t(route.titleKey)}</Title>
        {!gate && type && !tracker.order && (
          <Select
            label={t('issue:type.label')}
            layout="horizontal"
            selectedKey={type}
            onSelectionChange={(key) => setChosen(String(key) as InvoiceType)}
          >
            {offered.map((code) => (
              <SelectItem key={code} id={code}>
                {t(lookupKey(invoiceTypeTable, code))}
              </SelectItem>
            ))}
          </Select>
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
            ) : undefined
          }
        >
          {gate}
        </Alert>
      ) : !terminal || !type || !context || !session.uid ? (
        <Skeleton lines={6} />
      ) : (
        <>
          {tracker.order && (
            <OrderProgress
              order={tracker.order}
              seen={tracker.seen}
              onRetry={() => void tracker.retry()}
              onEdit={() => {
                tracker.clear();
                setRenewKey((n) => n + 1);
              }}
              onNext={() => {
                tracker.clear();
                setFormKey((n) => n + 1);
              }}
            />
          )}
          <div hidden={tracker.order !== null}>
            <IssueForm
              key={`${type}-${formKey}`}
              invoiceType={type}
              userId={userId}
              diskId={diskId!}
              context={context}
              seller={{ data: seller.data?.data ?? null, isLoading: seller.isLoading, isError: seller.isError, refetch: () => void seller.refetch() }}
              includingTax={including}
              onIncludingTaxChange={changeIncluding}
              submitting={tracker.submitting}
              failure={tracker.failure}
              onSubmit={tracker.submit}
              renewKey={renewKey}
            />
          </div>
        </>
      )}
    </Page>
  );
}

export default IssuePage;

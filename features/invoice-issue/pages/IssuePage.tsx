import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Alert, Button, Select, SelectItem, Skeleton, fontSize, fontWeight, space, vars } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { selectSession } from '../../../platform/session';
import { deleteDraft } from '../../../platform/storage';
import { detailsPath } from '../../invoices';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { useTerminalGate } from '../../terminals';
import { canRedInvoice, draftKindOf, issueEntryOf, issueEntryPath } from '../entry';
import { emptyExtras } from '../hooks/issueExtras';
import { initialFormState, emptyLine } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import { stateFromInvoice } from '../hooks/sourceState';
import { useSourceInvoice } from '../hooks/useSourceInvoice';
import { useGetIssueConfigQuery, useGetIssuePrepareQuery, usePutIssueConfigMutation } from '../api';
import { IssueForm, type IssueFormProps } from '../components/IssueForm';
import { OrderProgress } from '../components/OrderProgress';
import { useIssueOrder } from '../hooks/useIssueOrder';
import { issuePageView } from '../rules/issuePageGate';
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

// The title keeps its line, the type choice and the blank-void entry sit at the right with the room they need
// (the type list had taken the whole row and wrapped 正数发票开具 over two lines).
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

/** fullpower/positive issues the fully-digital types, positive the paper and electronic ones (spec 01 §2, §9). */
function typesOfRoute(path: string, offered: readonly string[]): InvoiceType[] {
  const digital = path.includes('/fullpower/');
  return offered.filter((c): c is InvoiceType => c in invoiceTypes && (invoiceTypes[c as InvoiceType].family === 'digital') === digital);
}

/** The issuing page of every role: /member|/account|/service + /positive and /fullpower/positive. */
export function IssuePage({ route }: PageProps) {
  const { t } = useTranslation(['issue', 'routeTitles', 'lookups', 'invoice', 'issueForm']);
  const session = useSelector(selectSession);
  const navigate = useNavigate();
  const { search } = useLocation();
  const entry = useMemo(() => issueEntryOf(search), [search]);
  const source = useSourceInvoice(entry);
  const terminal = session.terminal && session.terminal.diskId === session.diskId ? session.terminal : null;
  const diskId = session.diskId;
  const offered = useMemo(() => typesOfRoute(route.path, Array.isArray(terminal?.invoiceTypes) ? (terminal.invoiceTypes as string[]) : []), [route.path, terminal]);
  const [chosen, setChosen] = useState<InvoiceType | null>(null);
  // A red invoice or a copy has the source invoice's type; a blank void is of a paper/electronic type.
  const sourceType = source.detail ? (source.detail.order.fplxdm as InvoiceType) : null;
  const usable = entry.kind === 'void' ? offered.filter((c) => invoiceTypes[c].family === 'tax') : offered;
  const type = source.needed ? (sourceType && offered.includes(sourceType) ? sourceType : null) : chosen && usable.includes(chosen) ? chosen : (usable[0] ?? null);
  const draftKind = type ? draftKindOf(type, entry) : '';

  // Re-read on every visit: the seller-info pages change it.
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
    if (issued && draftKind && diskId) void deleteDraft({ userId, scope: diskId, kind: draftKind }).catch(() => undefined);
  }, [issued, draftKind, diskId, userId]);

  // The first state of a red, copied or void form (a stored draft of the same entry wins over it).
  const initialState = useMemo(() => {
    if (!type) return undefined;
    if (entry.kind === 'void') {
      const base = initialFormState(type, newKey('draft'), emptyLine(newKey('line')));
      return { ...base, extras: { ...emptyExtras(), kind: 2 as const } };
    }
    if (!source.detail || config.isLoading) return undefined;
    return stateFromInvoice(source.detail, entry.kind === 'red' ? { redSheetNo: entry.redSheetNo, ...(entry.lines ? { lines: entry.lines } : {}) } : null, including, newKey('draft'), () => newKey('line'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first state is read once per source and type; later switches of includingTax reinterpret the typed figures as for any draft
  }, [type, entry, source.detail, config.isLoading]);

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

  // The one terminal gate (features/terminals): service status, disk offline, no terminal, no id (spec 01 §4, §8);
  // what the page shows is the rule's (rules/issuePageGate.ts).
  const terminalGate = useTerminalGate();
  const view = issuePageView({
    hasDisk: Boolean(diskId),
    hasTerminal: terminal !== null,
    terminalBlock: terminalGate.block ? { key: terminalGate.block.key, diskCheck: terminalGate.block.actions.includes('diskCheck') } : null,
    renewable: Boolean(terminalGate.renewPath),
    offered,
    type,
    bound: terminal?.qdStatus === 1,
    entry: entry.kind,
    source: {
      needed: source.needed,
      notFound: source.notFound,
      failed: source.isError,
      loaded: Boolean(source.detail),
      type: sourceType ?? '',
      redable: source.detail ? canRedInvoice(source.detail.order, entry.kind === 'red' && entry.redSheetNo !== '') : true,
    },
    ready: context !== null && Boolean(session.uid) && (!source.needed || initialState !== undefined),
    ordering: tracker.order !== null,
  });
  const { body } = view;

  return (
    <Page>
      <Head>
        <Title>{t(route.titleKey)}</Title>
        {view.voidEntry && (
          <Button size="sm" onPress={() => void navigate(issueEntryPath(route.area, { kind: 'void' }))}>
            {t('issueForm:entry.void')}
          </Button>
        )}
        {view.typeChoice && type && (
          <TypeChoice>
            <Select
              label={t('issue:type.label')}
              layout="horizontal"
              selectedKey={type}
              onSelectionChange={(key) => setChosen(String(key) as InvoiceType)}
            >
              {usable.map((code) => (
                <SelectItem key={code} id={code}>
                  {t(lookupKey(invoiceTypeTable, code))}
                </SelectItem>
              ))}
            </Select>
          </TypeChoice>
        )}
      </Head>
      {terminalGate.element}
      {body.show === 'blocked' ? (
        <Alert
          tone="warning"
          action={
            body.action === 'diskCheck' ? (
              <Button size="sm" onPress={terminalGate.openDiskCheck}>
                {t('terminals:gate.diskCheck')}
              </Button>
            ) : body.action === 'renew' ? (
              <Button size="sm" onPress={terminalGate.renew}>
                {t('terminals:gate.renew')}
              </Button>
            ) : undefined
          }
        >
          {t(body.key)}
        </Alert>
      ) : body.show === 'sourceFailed' ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" onPress={source.refetch}>
              {t('issueForm:kind.retry')}
            </Button>
          }
        >
          {t('issueForm:kind.sourceFailed')}
        </Alert>
      ) : body.show === 'loading' || !type || !context /* the form's (narrowed: the rule says form) */ ? (
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
                // After a red, copied or void invoice the next one is an ordinary invoice.
                if (entry.kind !== 'blue') void navigate(issueEntryPath(route.area, { kind: 'blue' }, route.path.includes('/fullpower/')));
              }}
              onOpenDetails={tracker.order.ddzt === 0 ? () => void navigate(detailsPath(route.area, tracker.order!)) : undefined}
            />
          )}
          <div hidden={tracker.order !== null}>
            <IssueForm
              key={`${draftKind}-${formKey}`}
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
              draftKind={draftKind}
              initialState={initialState}
              area={route.area}
            />
          </div>
        </>
      )}
    </Page>
  );
}

export default IssuePage;

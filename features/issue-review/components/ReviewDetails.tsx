import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  Empty,
  formatDateTime,
  Icon,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Tag,
  useConfirm,
  useMessage,
  type DescriptionItem,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { Area } from '../../../platform/routing';
import { detailsPath, InvoiceFace, invalidateOrderLists } from '../../invoices';
import { auditState, invoiceStatusFilter, lookupEntry, lookupKey } from '../../lookups';
import { useGetReviewDetailQuery, usePassReviewMutation, useRejectReviewMutation, type ReviewDetail } from '../api';
import { canDecide, faceOf, isIssuing, reviewQueuePath, sourceKey } from '../rules/queue';
import { RejectDialog } from './RejectDialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[3]};
`;
const Note = styled.div`
  margin-top: ${space[3]};
`;

/** While a passed invoice is being issued, the details ask again this often (ms). */
const ISSUING_POLL_MS = 1000;

export interface ReviewDetailsProps {
  area: Area;
  applyId: string;
}

/**
 * A submission for review (spec 01 §2 reviewDetails/{applyId}): its review record, the invoice as it will print (the
 * inquiry's invoice face), and, while in review, 审核通过 (it is issued at once and its invoice joins the inquiry) or
 * 审核不通过 with a reason the submitter reads.
 */
export function ReviewDetails({ area, applyId }: ReviewDetailsProps) {
  const { t } = useTranslation(['review', 'lookups', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirm();
  const message = useMessage();
  const dispatch = useDispatch();
  const [pollMs, setPollMs] = useState(0);
  const query = useGetReviewDetailQuery({ applyId }, { refetchOnMountOrArgChange: true, pollingInterval: pollMs });
  const [pass, passing] = usePassReviewMutation();
  const [reject] = useRejectReviewMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const detail = query.data?.data ?? null;
  const issuing = detail ? isIssuing(detail) : false;
  if ((issuing ? ISSUING_POLL_MS : 0) !== pollMs) setPollMs(issuing ? ISSUING_POLL_MS : 0);
  const from = (location.state as { queue?: string } | null)?.queue;
  const back = () => void navigate(from ?? reviewQueuePath(area));

  const onPass = async () => {
    if (!detail) return;
    const sure = await confirm({ title: t('pass.title'), content: t('pass.confirm', { buyer: detail.gfmc, total: detail.totalAmount }), okText: t('pass.ok') });
    if (!sure) return;
    const result = await pass({ applyId });
    // A refusal (the issuing rules, the quota) was alerted with the server's words; the submission stays in review.
    if (!('error' in result)) {
      message.success(t('pass.done'));
      // the issued invoice joins the inquiry and orders lists the user returns to (the invoice lists' cache tag)
      dispatch(invalidateOrderLists());
    }
    void query.refetch();
  };
  const onReject = async (reason: string) => {
    const result = await reject({ applyId, body: { reason } });
    if ('error' in result) return false;
    message.success(t('reject.done'));
    void query.refetch();
    return true;
  };

  let body;
  if (query.isLoading) body = <Skeleton variant="text" lines={12} aria-label={t('details.loading')} />;
  else if (query.isError)
    body = (
      <Empty
        title={t('details.loadFailed')}
        description={errorText(t, query.error)}
        action={
          <Button variant="primary" onPress={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  else if (!detail) body = <Empty title={t('details.notFound')} />;
  else
    body = (
      <>
        <Panel title={t('details.record')}>
          <ReviewRecord detail={detail} area={area} />
          {detail.auditState === 111 && detail.reason && (
            <Note>
              <Alert tone="danger" title={t('details.failedTitle')}>
                {detail.reason}
              </Alert>
            </Note>
          )}
          {detail.auditState === 12 && detail.fpzt === 101 && (
            <Note>
              <Alert tone="danger" title={t('details.issueFailed')}>
                {detail.failReason ?? ''}
              </Alert>
            </Note>
          )}
          {canDecide(detail) && (
            <Actions>
              <Button variant="primary" icon={<Icon name="check" size={14} />} isLoading={passing.isLoading} onPress={() => void onPass()}>
                {t('pass.open')}
              </Button>
              <Button variant="danger" icon={<Icon name="close" size={14} />} onPress={() => setRejectOpen(true)}>
                {t('reject.open')}
              </Button>
            </Actions>
          )}
        </Panel>
        <Panel title={t('details.face')}>
          <InvoiceFace detail={faceOf(detail)} />
        </Panel>
      </>
    );

  return (
    <PageFrame
      title={t('details.title')}
      actions={
        <Button variant="text" icon={<Icon name="chevron-left" size={14} />} onPress={back}>
          {t('details.back')}
        </Button>
      }
    >
      {body}
      <RejectDialog isOpen={rejectOpen} onOpenChange={setRejectOpen} onReject={onReject} />
    </PageFrame>
  );
}

/** The review record: who submitted and reviewed it, when, and the invoice once passed and issued. */
function ReviewRecord({ detail, area }: { detail: ReviewDetail; area: Area }) {
  const { t } = useTranslation(['review', 'lookups']);
  const navigate = useNavigate();
  return <DescriptionList items={recordItems(detail, area, (key, params) => t(key, params ?? {}), (path) => void navigate(path))} columns={3} />;
}

function recordItems(detail: ReviewDetail, area: Area, t: (key: string, params?: Record<string, unknown>) => string, go: (path: string) => void): DescriptionItem[] {
  const items: DescriptionItem[] = [
    { key: 'applyId', label: t('details.applyId'), value: detail.applyId },
    {
      key: 'state',
      label: t('details.state'),
      value: <Tag tone={lookupEntry(auditState, detail.auditState)?.tone ?? 'neutral'}>{t(lookupKey(auditState, detail.auditState))}</Tag>,
    },
    { key: 'source', label: t('details.source'), value: t(sourceKey(detail.ywcj)) },
    { key: 'submitter', label: t('details.submitter'), value: detail.submitter },
    { key: 'submitTime', label: t('details.submitTime'), value: formatDateTime(detail.submitTime) },
    { key: 'seller', label: t('details.seller'), value: detail.xfmc },
  ];
  if (detail.reviewer) items.push({ key: 'reviewer', label: t('details.reviewer'), value: detail.reviewer });
  if (detail.reviewTime) items.push({ key: 'reviewTime', label: t('details.reviewTime'), value: formatDateTime(detail.reviewTime) });
  if (detail.auditState === 12) {
    const status = detail.fpzt ?? 2;
    items.push({
      key: 'invoice',
      label: t('details.invoice'),
      value: detail.fphm ? (
        <Button size="sm" variant="text" onPress={() => go(detailsPath(area, { fpdm: detail.fpdm ?? '', fphm: detail.fphm ?? '' }))}>
          {t('details.openInvoice', { number: detail.fphm })}
        </Button>
      ) : (
        <Tag tone={lookupEntry(invoiceStatusFilter, status)?.tone ?? 'neutral'}>{t(lookupKey(invoiceStatusFilter, status))}</Tag>
      ),
    });
  }
  return items;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionGroup, Alert, Button, DescriptionList, Dialog, formatDateTime, PageFrame, Panel, Tag, TextField, useConfirm, useMessage } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useApproveApplicationMutation, useGetApplicationQuery, useRejectApplicationMutation } from '../api';
import { applicationStates, isReviewable, REJECT_REASON_MAX, rejectReasonIssues } from '../rules/applications';

export interface ApplicationDetailsProps {
  applyId: string;
  title: string;
}

/**
 * 审核详情 (spec 01 §2 checkDetails/{applyId}): the application as submitted; while it waits, 审核通过 (confirmed, and
 * the server does what it asked: a member, a service package, an agency) or 驳回 with the reason the applicant reads.
 */
export function ApplicationDetails({ applyId, title }: ApplicationDetailsProps) {
  const { t } = useTranslation('providerMembers');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  const query = useGetApplicationQuery({ applyId }, { refetchOnMountOrArgChange: true });
  const [approve, approving] = useApproveApplicationMutation();
  const [reject] = useRejectApplicationMutation();
  const [rejecting, setRejecting] = useState(false);
  const application = query.data?.data;
  const pending = application ? isReviewable(application.state) : false;

  const onApprove = async () => {
    if (!application) return;
    if (!(await confirm({ title: t('check.approveTitle'), content: t('check.approveContent', { applyId, name: application.taxerName }), okText: t('check.approveOk') }))) return;
    const result = await approve({ applyId });
    if ('error' in result) return;
    message.success(t('check.approved'));
    void query.refetch();
  };

  const onReject = async (reason: string) => {
    const result = await reject({ applyId, body: { reason } });
    if ('error' in result) return false;
    message.success(t('check.rejected'));
    void query.refetch();
    return true;
  };

  return (
    <PageFrame
      title={title}
      actions={
        <ActionGroup>
          <Button onPress={() => void navigate('/service/checkList')}>{t('back')}</Button>
          {pending && (
            <>
              <Button variant="danger" onPress={() => setRejecting(true)}>
                {t('check.reject')}
              </Button>
              <Button variant="primary" isLoading={approving.isLoading} onPress={() => void onApprove()}>
                {t('check.approve')}
              </Button>
            </>
          )}
        </ActionGroup>
      }
    >
      <Panel title={t('check.details')}>
        <QueryState query={query} variant="lines" loadingLabel={t('check.loadingOne')} failedTitle={t('check.loadOneFailed')}>
          {application && (
            <>
              {application.state === '3' && application.reason && <Alert tone="danger">{t('check.reasonShown', { reason: application.reason })}</Alert>}
              <DescriptionList
                columns={2}
                items={[
                  { key: 'applyId', label: t('check.applyId'), value: application.applyId },
                  { key: 'state', label: t('check.state'), value: <Tag tone={applicationStates[application.state]}>{t(`check.states.${application.state}`)}</Tag> },
                  { key: 'kind', label: t('check.kind'), value: t(`check.kinds.${application.kind}`) },
                  { key: 'applicant', label: t('check.applicant'), value: t('check.applicantOf', { applicant: application.applicant, role: t(`check.roles.${application.applicantRole}`) }) },
                  { key: 'taxerName', label: t('check.taxerName'), value: application.taxerName },
                  { key: 'taxerId', label: t('check.taxerId'), value: application.taxerId },
                  { key: 'contact', label: t('check.contact'), value: application.contact },
                  { key: 'phone', label: t('check.phone'), value: application.phone },
                  ...(application.kind === 'service'
                    ? [
                        { key: 'edition', label: t('service.edition'), value: application.editionName },
                        { key: 'years', label: t('check.years'), value: t('check.yearsValue', { count: application.years ?? 1 }) },
                      ]
                    : []),
                  { key: 'submitTime', label: t('check.submitTime'), value: formatDateTime(application.submitTime) },
                  { key: 'reviewTime', label: t('check.reviewTime'), value: application.reviewTime ? formatDateTime(application.reviewTime) : '' },
                  { key: 'reviewer', label: t('check.reviewer'), value: application.reviewer ?? '' },
                  { key: 'remark', label: t('check.remark'), value: application.remark ?? '' },
                ]}
              />
            </>
          )}
        </QueryState>
      </Panel>
      {rejecting && <RejectDialog onClose={() => setRejecting(false)} onReject={onReject} />}
    </PageFrame>
  );
}

export interface RejectDialogProps {
  onClose(): void;
  /** Sends the reason; resolves true when the server took it (the dialog then closes). */
  onReject(reason: string): Promise<boolean>;
}

/** 驳回: the reason is required, at most 200 characters; a refused send keeps the dialog and what was typed. */
export function RejectDialog({ onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('providerMembers');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onOk = async () => {
    const [found] = rejectReasonIssues(reason);
    if (found) {
      setProblem(t(found.key, found.params ?? {}));
      document.getElementById('check-reject-reason')?.focus();
      return false;
    }
    return onReject(reason.trim());
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('check.rejectTitle')} width="medium" okText={t('check.rejectOk')} okVariant="danger" onOk={onOk}>
      <TextField
        id="check-reject-reason"
        label={t('check.reason')}
        description={t('check.reasonHint')}
        multiline
        rows={4}
        isRequired
        maxLength={REJECT_REASON_MAX}
        showCount
        autoFocus
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
      />
    </Dialog>
  );
}

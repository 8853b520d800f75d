import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextField } from '../../../design-system';
import { REJECT_REASON_MAX, rejectReasonIssue } from '../rules/queue';

export interface RejectDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the reason; resolves true when the server took it (the dialog then closes), false to keep it open. */
  onReject(reason: string): Promise<boolean>;
}

/**
 * 审核不通过: the reason the submitter will read, required, at most 200 characters. A refused send keeps the dialog and
 * what was typed; closing it starts the next one empty.
 */
export function RejectDialog({ isOpen, onOpenChange, onReject }: RejectDialogProps) {
  const { t } = useTranslation('review');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<ReturnType<typeof rejectReasonIssue>>(null);
  const change = (open: boolean) => {
    if (!open) {
      setReason('');
      setShown(null);
    }
    onOpenChange(open);
  };
  const onOk = async () => {
    const found = rejectReasonIssue(reason);
    setShown(found);
    if (found) {
      document.getElementById('review-reject-reason')?.focus();
      return false;
    }
    const done = await onReject(reason.trim());
    if (done) {
      setReason('');
      setShown(null);
    }
    return done;
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={change} title={t('reject.title')} width="medium" okText={t('reject.ok')} okVariant="danger" onOk={onOk}>
      <TextField
        id="review-reject-reason"
        label={t('reject.reason')}
        description={t('reject.hint')}
        multiline
        rows={4}
        isRequired
        maxLength={REJECT_REASON_MAX}
        showCount
        autoFocus
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (shown) setShown(null);
        }}
        isInvalid={shown !== null}
        errorMessage={shown ? t(`reject.${shown}`, { max: REJECT_REASON_MAX }) : undefined}
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Radio, RadioGroup } from '../../../design-system';

/** The reasons the tax bureau's client offers for issuing at 3 % (适用3%征收率开具理由, codes 1-3). */
export const threePercentReasons = ['1', '2', '3'] as const;

export interface ReasonDialogProps {
  isOpen: boolean;
  /** The reason chosen before, if any. */
  value: string;
  /** OK with a reason: saved in the draft (sslkjly) and issuing goes on. */
  onChoose(reason: string): void;
  onCancel(): void;
}

/** The 3 % reason dialog (spec 01 §5): small-scale and converted taxpayers issuing at 3 % choose why. */
export function ReasonDialog({ isOpen, value, onChoose, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation('issueForm');
  const [reason, setReason] = useState(value);
  return (
    <Dialog
      title={t('prompt.sslkjlyTitle')}
      width="medium"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isOkDisabled={reason === ''}
      onOk={() => onChoose(reason)}
    >
      <RadioGroup label={t('prompt.sslkjlyLabel')} value={reason} onChange={setReason} orientation="vertical" isRequired>
        {threePercentReasons.map((r) => (
          <Radio key={r} value={r}>
            {t(`prompt.sslkjly.${r}`)}
          </Radio>
        ))}
      </RadioGroup>
    </Dialog>
  );
}

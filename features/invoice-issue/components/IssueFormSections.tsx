// The issuing form's header and footer sections, each memoised on the slices of the form state it shows: typing in a
// goods line (or any other section) does not render them again (typing at 2,000 lines: scripts/bench/issueGrid.mjs).
import { memo, useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Switch, TextField } from '../../../design-system';
import type { ExtrasAction } from '../hooks/issueExtras';
import type { BuyerField, IssueFormAction, IssueFormState } from '../hooks/issueFormState';
import { headerLimits } from '../rules/limits';
import { BuyerBlock, FieldGrid } from './BuyerBlock';
import { fieldId } from './fieldIssues';

/** 购买方信息 with the natural-person flag of fully-digital invoices. */
export const BuyerSection = memo(function BuyerSection(p: {
  buyer: IssueFormState['purchaserInfo'];
  gmfZrrbs: 'Y' | 'N' | '';
  family: 'tax' | 'digital';
  taxIdRequired: boolean;
  errors: ReadonlyMap<string, string>;
  notes: ReadonlyMap<string, string>;
  dispatch: Dispatch<IssueFormAction>;
  onExtras(action: ExtrasAction): void;
}) {
  const { t } = useTranslation('issueForm');
  const { dispatch, onExtras } = p;
  const onChange = useCallback((field: BuyerField, value: string) => dispatch({ type: 'buyer', field, value }), [dispatch]);
  return (
    <BuyerBlock buyer={p.buyer} family={p.family} taxIdRequired={p.taxIdRequired} errors={p.errors} notes={p.notes} onChange={onChange}>
      {p.family === 'digital' && (
        <Switch isSelected={p.gmfZrrbs === 'Y'} onChange={(on) => onExtras({ type: 'set', path: 'gmfZrrbs', value: on ? 'Y' : 'N' })}>
          {t('buyer.naturalPerson')}
        </Switch>
      )}
    </BuyerBlock>
  );
});

/** One of 收款人, 复核人, 开票人 with its limit (characters on paper/electronic, bytes on fully-digital invoices). */
export const ReviewField = memo(function ReviewField(p: {
  field: 'payee' | 'checker' | 'drawer';
  value: string;
  family: 'tax' | 'digital';
  special: boolean;
  message: string | undefined;
  dispatch: Dispatch<IssueFormAction>;
}) {
  const { t } = useTranslation('issue');
  const { field, dispatch } = p;
  return (
    <TextField
      id={fieldId(`review.${field}`)}
      label={t(`other.${field}`)}
      value={p.value}
      onChange={(value) => dispatch({ type: 'review', field, value })}
      isRequired={field === 'drawer' || (p.family === 'tax' && p.special)}
      isInvalid={p.message !== undefined}
      errorMessage={p.message}
      {...(p.family === 'tax' ? { maxLength: headerLimits.tax.reviewChars } : { maxBytes: headerLimits.digital.reviewBytes })}
    />
  );
});

/** 其他信息: remark with its byte counter, the deduction (paper/electronic), receiver, payee, checker, drawer. */
export const OtherSection = memo(function OtherSection(p: {
  remark: string;
  remarkMax: number;
  kce: string;
  receiver: string;
  receiverMayBeMobile: boolean;
  review: IssueFormState['review'];
  family: 'tax' | 'digital';
  special: boolean;
  errors: ReadonlyMap<string, string>;
  dispatch: Dispatch<IssueFormAction>;
  onExtras(action: ExtrasAction): void;
}) {
  const { t } = useTranslation(['issue', 'issueForm']);
  const { dispatch, onExtras, errors } = p;
  return (
    <Panel title={t('issue:other.title')}>
      <FieldGrid>
        <TextField
          id={fieldId('remark')}
          label={t('issue:other.remark')}
          multiline
          rows={3}
          value={p.remark}
          onChange={(value) => dispatch({ type: 'remark', value })}
          maxBytes={p.remarkMax}
          isInvalid={errors.has('remark')}
          errorMessage={errors.get('remark')}
        />
        {p.family === 'tax' && (
          <TextField
            id={fieldId('kce')}
            label={t('issueForm:other.kce')}
            description={t('issueForm:other.kceHint')}
            inputMode="decimal"
            value={p.kce}
            onChange={(value) => onExtras({ type: 'set', path: 'kce', value })}
          />
        )}
        <TextField
          id={fieldId('receiver')}
          label={p.receiverMayBeMobile ? t('issueForm:other.receiverMobile') : t('issue:other.receiver')}
          type={p.receiverMayBeMobile ? 'text' : 'email'}
          value={p.receiver}
          onChange={(value) => dispatch({ type: 'receiver', value })}
          isInvalid={errors.has('receiver')}
          errorMessage={errors.get('receiver')}
        />
        {(['payee', 'checker', 'drawer'] as const).map((field) => (
          <ReviewField
            key={field}
            field={field}
            value={p.review[field]}
            family={p.family}
            special={p.special}
            message={errors.get(`review.${field}`)}
            dispatch={dispatch}
          />
        ))}
      </FieldGrid>
    </Panel>
  );
});

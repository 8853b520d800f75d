import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, TextField, space } from '../../../design-system';
import type { BuyerField, IssueFormState } from '../hooks/issueFormState';
import { headerLimits } from '../rules/limits';
import { BuyerNameField } from './BuyerNameField';
import { fieldId } from './fieldIssues';

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
`;

export interface BuyerBlockProps {
  buyer: IssueFormState['purchaserInfo'];
  /** Paper/electronic (tax) or fully-digital limits (spec 01 §5). */
  family: 'tax' | 'digital';
  /** Buyer tax id is required (special invoices). */
  taxIdRequired: boolean;
  /** Translated messages by draft path. */
  errors: ReadonlyMap<string, string>;
  /** Translated warnings by draft path that do not block (e.g. a USCC check character). */
  notes?: ReadonlyMap<string, string>;
  onChange(field: BuyerField, value: string): void;
  /** More buyer controls under the fields (the natural-person flag). */
  children?: ReactNode;
}

const fields: ReadonlyArray<{ field: BuyerField; label: string; limit: 'buyerNameBytes' | 'buyerTaxIdBytes' | 'buyerAddressTelBytes' | 'buyerBankAccountBytes' }> = [
  { field: 'buyerTaxerName', label: 'issue:buyer.name', limit: 'buyerNameBytes' },
  { field: 'buyerTaxerId', label: 'issue:buyer.taxId', limit: 'buyerTaxIdBytes' },
  { field: 'buyerAddressTel', label: 'issue:buyer.addressTel', limit: 'buyerAddressTelBytes' },
  { field: 'buyerBankAccount', label: 'issue:buyer.bankAccount', limit: 'buyerBankAccountBytes' },
];

/** 购买方信息: name, tax id (15/17/18/20 or a confirm on submit), address-phone, bank-account, with their byte limits. */
export function BuyerBlock({ buyer, family, taxIdRequired, errors, notes, onChange, children }: BuyerBlockProps) {
  const { t } = useTranslation('issue');
  return (
    <Panel title={t('buyer.title')}>
      <FieldGrid>
        {fields.map(({ field, label, limit }) => {
          const path = `purchaserInfo.${field}`;
          const message = errors.get(path);
          // The name suggests the customer library's buyers.
          if (field === 'buyerTaxerName')
            return <BuyerNameField key={field} id={fieldId(path)} label={t(label)} value={buyer[field]} isInvalid={message !== undefined} errorMessage={message} onChange={onChange} />;
          return (
            <TextField
              key={field}
              id={fieldId(path)}
              label={t(label)}
              value={buyer[field]}
              onChange={(value) => onChange(field, value)}
              maxBytes={headerLimits[family][limit]}
              isRequired={field === 'buyerTaxerId' && taxIdRequired}
              isInvalid={message !== undefined}
              errorMessage={message}
              description={notes?.get(path)}
            />
          );
        })}
      </FieldGrid>
      {children}
    </Panel>
  );
}

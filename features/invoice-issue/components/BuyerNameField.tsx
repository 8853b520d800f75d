import { useTranslation } from 'react-i18next';
import { ComboBox, SelectItem } from '../../../design-system';
import { buyerFieldsOf, useCustomerSuggestions, type Customer } from '../../customers';
import type { BuyerField } from '../hooks/issueFormState';

export interface BuyerNameFieldProps {
  id: string;
  label: string;
  value: string;
  isInvalid: boolean;
  errorMessage: string | undefined;
  onChange(field: BuyerField, value: string): void;
}

/**
 * 购买方名称 with suggestions from the customer library: typing searches the library; choosing a
 * customer fills the name, tax id, address-phone and bank-account. What is typed is kept as it is otherwise.
 */
export function BuyerNameField({ id, label, value, isInvalid, errorMessage, onChange }: BuyerNameFieldProps) {
  const { t } = useTranslation('customers');
  const { suggestions } = useCustomerSuggestions(value);
  return (
    <ComboBox<Customer>
      id={id}
      label={label}
      isRequired
      allowsCustomValue
      menuTrigger="input"
      items={suggestions}
      inputValue={value}
      onInputChange={(text) => onChange('buyerTaxerName', text)}
      onSelectionChange={(key) => {
        const customer = suggestions.find((c) => c.id === key);
        if (!customer) return;
        for (const [field, text] of Object.entries(buyerFieldsOf(customer))) onChange(field as BuyerField, text);
      }}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      emptyText={t('suggest.none')}
    >
      {(customer) => (
        <SelectItem id={customer.id} textValue={customer.name}>
          {customer.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}

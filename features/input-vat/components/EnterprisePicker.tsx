import { useTranslation } from 'react-i18next';
import { ComboBox, SelectItem } from '../../../design-system';
import type { VatEnterprise } from '../api';

export interface EnterprisePickerProps {
  enterprises: readonly VatEnterprise[];
  /** The chosen enterprise's tax number, or '' before one is chosen. */
  taxNo: string;
  onChange(taxNo: string): void;
}

/** The enterprise an agency, group or branch works for (勾选认证 of many enterprises): typed to search by name or tax number. */
export function EnterprisePicker({ enterprises, taxNo, onChange }: EnterprisePickerProps) {
  const { t } = useTranslation('inputVat');
  const items = enterprises.map((e) => ({ id: e.taxNo, name: t('enterprise.option', { name: e.name, taxNo: e.taxNo }) }));
  return (
    <ComboBox<{ id: string; name: string }>
      label={t('enterprise.label')}
      placeholder={t('enterprise.placeholder')}
      items={items}
      selectedKey={taxNo || null}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}

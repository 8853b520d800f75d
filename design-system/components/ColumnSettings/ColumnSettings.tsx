import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { Icon } from '../Icon';
import { Popover } from '../Popover';

export interface ColumnSettingsColumn {
  key: string;
  /** The column's title as text. */
  title: string;
  /** A column that cannot be hidden (the row's name, its actions). @default false */
  isRequired?: boolean;
}

export interface ColumnSettingsProps {
  /** Every column the table can show, in order. */
  columns: readonly ColumnSettingsColumn[];
  /** The keys of the hidden columns (controlled; the caller keeps them, e.g. per user in localStorage). */
  hidden: ReadonlySet<string>;
  /** Called with the new set of hidden keys. */
  onChange: (hidden: Set<string>) => void;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[2]};
`;

/**
 * 列设置 of a list's toolbar (Ant Design ProTable's column settings): a popover listing the columns with a checkbox
 * each, and a reset that shows them all. Required columns stay shown.
 */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation('ds');
  const shown = columns.filter((c) => !hidden.has(c.key)).map((c) => c.key);
  return (
    <Popover
      title={t('columnSettings.title')}
      placement="bottom end"
      content={
        <>
          <CheckboxGroup
            aria-label={t('columnSettings.title')}
            orientation="vertical"
            value={shown}
            onChange={(keys) => onChange(new Set(columns.filter((c) => !c.isRequired && !keys.includes(c.key)).map((c) => c.key)))}
          >
            {columns.map((c) => (
              <Checkbox key={c.key} value={c.key} isDisabled={c.isRequired ?? false}>
                {c.title}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Footer>
            <Button size="sm" variant="text" isDisabled={hidden.size === 0} onPress={() => onChange(new Set())}>
              {t('columnSettings.reset')}
            </Button>
          </Footer>
        </>
      }
    >
      <Button icon={<Icon name="settings" size={14} />}>{t('columnSettings.trigger')}</Button>
    </Popover>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Select, SelectItem, space, TextField } from '../../../design-system';
import { lookupKey, packageServiceStatus, qdStatus, terminalFilter } from '../../lookups';
import {
  emptyTerminalFilter,
  onlineFilterCodes,
  serviceStatusFilterCodes,
  verificationFilterCodes,
  type TerminalListFilter,
} from '../rules/terminalListQuery';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  & > [data-field] { width: 180px; }
  & > [data-field='key'] { width: 260px; }
`;

const ALL = 'all';

interface Option {
  id: string;
  label: string;
}

export interface TerminalFiltersProps {
  /** The filter last applied (the bar starts from it and returns to it on reset). */
  value: TerminalListFilter;
  /** Called with the new filter on 查询 (or Enter in the search box) and on 重置. */
  onApply(filter: TerminalListFilter): void;
}

/**
 * The terminal list's filters (spec 01 §4): online status (online 1, offline 2, unavailable -321,
 * unknown 0), service status, verification status, and a search by company name, tax number or disk number.
 * Selects apply at once; the search applies on 查询 or Enter, so typing does not send a request per key.
 */
export function TerminalFilters({ value, onApply }: TerminalFiltersProps) {
  const { t } = useTranslation(['terminalList', 'lookups']);
  const [key, setKey] = useState(value.key);
  const options = (codes: readonly string[], labelOf: (code: string) => string): Option[] => [
    { id: ALL, label: t('terminalList:filter.all') },
    ...codes.map((code) => ({ id: code, label: labelOf(code) })),
  ];
  const online = options(onlineFilterCodes, (c) => t(lookupKey(terminalFilter, c)));
  const service = options(serviceStatusFilterCodes, (c) => t(lookupKey(packageServiceStatus, c)));
  const verification = options(verificationFilterCodes, (c) => t(c === '3' ? qdStatus.error.key : lookupKey(qdStatus, c)));

  const select = (field: 'online' | 'serviceStatus' | 'qdStatus', label: string, items: Option[]) => (
    <div data-field={field}>
      <Select<Option>
        label={label}
        layout="vertical"
        items={items}
        value={value[field] === '' ? ALL : value[field]}
        onChange={(next) => onApply({ ...value, key: key, [field]: next === ALL || next === null ? '' : String(next) })}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </div>
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply({ ...value, key });
  };

  return (
    <Bar role="search" aria-label={t('terminalList:filter.label')} onSubmit={submit}>
      <div data-field="key">
        <TextField
          label={t('terminalList:filter.key')}
          layout="vertical"
          placeholder={t('terminalList:filter.keyPlaceholder')}
          value={key}
          onChange={setKey}
          isClearable
        />
      </div>
      {select('online', t('terminalList:filter.online'), online)}
      {select('serviceStatus', t('terminalList:filter.serviceStatus'), service)}
      {select('qdStatus', t('terminalList:filter.qdStatus'), verification)}
      <Button type="submit" variant="primary">
        {t('terminalList:filter.search')}
      </Button>
      <Button
        onPress={() => {
          setKey('');
          onApply(emptyTerminalFilter);
        }}
      >
        {t('terminalList:filter.reset')}
      </Button>
    </Bar>
  );
}

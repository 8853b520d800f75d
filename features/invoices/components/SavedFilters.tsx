import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, fontSize, Icon, IconButton, Popover, space, TextField, vars } from '../../../design-system';
import { savedFilterNameIssue, type SavedInquiryFilter } from '../rules/savedFilters';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  width: 320px;
  max-width: 100%;
`;

const SaveRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
  & > :first-child { flex: 1; }
`;

const SubTitle = styled.h3`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
  font-weight: 500;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  max-height: 240px;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const None = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

export interface SavedFiltersProps {
  /** The filters saved so far, in the order saved. */
  saved: readonly SavedInquiryFilter[];
  /** Saves the form's current filter under the name; false when the filter is not valid (the bar shows why). */
  onSave(name: string): boolean;
  /** Applies a saved filter. */
  onPick(entry: SavedInquiryFilter): void;
  onDelete(name: string): void;
}

/**
 * 常用条件: saves the filter bar's current filter under a name (a known name is replaced), lists the saved ones to
 * apply with one press, and deletes them. The list is the session store's (rules/savedFilters.ts).
 */
export function SavedFilters({ saved, onSave, onPick, onDelete }: SavedFiltersProps) {
  const { t } = useTranslation('invoices');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  return (
    <Popover
      title={t('saved.title')}
      placement="bottom end"
      onOpenChange={(open) => {
        if (open) return;
        setName('');
        setProblem(null);
      }}
      content={({ close }) => (
        <Body>
          <SaveRow
            aria-label={t('saved.save')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // The panel is portalled, but React bubbles its submit to the filter bar's form: saving is not searching.
              event.stopPropagation();
              const found = savedFilterNameIssue(saved, name);
              setProblem(found ? t(found.key, found.params ?? {}) : null);
              if (found) return;
              if (onSave(name)) close();
            }}
          >
            <TextField
              label={t('saved.name')}
              placeholder={t('saved.namePlaceholder')}
              value={name}
              onChange={(value) => {
                setName(value);
                setProblem(null);
              }}
              isInvalid={problem !== null}
              errorMessage={problem ?? undefined}
              autoFocus
            />
            <Button type="submit" variant="primary" size="sm">
              {t('saved.save')}
            </Button>
          </SaveRow>
          <SubTitle id={listId}>{t('saved.list')}</SubTitle>
          {saved.length === 0 ? (
            <None>{t('saved.none')}</None>
          ) : (
            <List aria-labelledby={listId}>
              {saved.map((entry) => (
                <Item key={entry.name}>
                  <Button
                    variant="text"
                    size="sm"
                    onPress={() => {
                      onPick(entry);
                      close();
                    }}
                  >
                    {entry.name}
                  </Button>
                  <IconButton icon="delete" size="sm" aria-label={t('saved.delete', { name: entry.name })} onPress={() => onDelete(entry.name)} />
                </Item>
              ))}
            </List>
          )}
        </Body>
      )}
    >
      <Button icon={<Icon name="filter" size={14} />}>{t('saved.title')}</Button>
    </Popover>
  );
}

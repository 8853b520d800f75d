import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Empty, TextField, formatDateTime, space, useConfirm, vars } from '../../../design-system';
import type { NamedDraft } from '../hooks/useNamedDrafts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space[3]};
    padding: ${space[2]} 0;
    border-bottom: 1px solid ${vars.colorBorder};
  }
  & small {
    display: block;
    color: ${vars.colorTextSecondary};
  }
`;

export interface NamedDraftsProps {
  drafts: readonly NamedDraft[];
  onSave(name: string): Promise<void>;
  onOpen(draft: NamedDraft): void;
  onDelete(id: string): Promise<void>;
}

/** 保存草稿 under a name, and 我的草稿: the list to open (replacing the form, after a confirm) or delete. */
export function NamedDrafts({ drafts, onSave, onOpen, onDelete }: NamedDraftsProps) {
  const { t } = useTranslation('issueForm');
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <Button
        onPress={() => {
          setName('');
          setTried(false);
          setSaving(true);
        }}
      >
        {t('drafts.save')}
      </Button>
      <Button onPress={() => setListing(true)}>{t('drafts.list')}</Button>
      {saved && (
        <span role="status" aria-live="polite">
          {t('drafts.saved', { name: saved })}
        </span>
      )}
      <Dialog
        title={t('drafts.saveTitle')}
        isOpen={saving}
        onOpenChange={setSaving}
        onOk={async () => {
          setTried(true);
          if (name.trim() === '') return false;
          await onSave(name.trim());
          setSaved(name.trim());
          return true;
        }}
      >
        <TextField
          label={t('drafts.name')}
          value={name}
          onChange={setName}
          isRequired
          autoFocus
          maxLength={40}
          isInvalid={tried && name.trim() === ''}
          errorMessage={t('drafts.nameRequired')}
        />
      </Dialog>
      <Dialog title={t('drafts.list')} width="medium" isOpen={listing} onOpenChange={setListing} footer={null}>
        {drafts.length === 0 ? (
          <Empty title={t('drafts.empty')} />
        ) : (
          <List aria-label={t('drafts.list')}>
            {drafts.map((d) => (
              <li key={d.id}>
                <span>
                  {d.name}
                  <small>{t('drafts.savedAt', { time: formatDateTime(d.savedAt) })}</small>
                </span>
                <span>
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={`${t('drafts.open')} ${d.name}`}
                    onPress={async () => {
                      if (!(await confirm({ content: t('drafts.openConfirm') }))) return;
                      onOpen(d);
                      setListing(false);
                    }}
                  >
                    {t('drafts.open')}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="text"
                    aria-label={`${t('drafts.delete')} ${d.name}`}
                    onPress={async () => {
                      if (await confirm({ content: t('drafts.deleteConfirm', { name: d.name }), okVariant: 'danger' })) await onDelete(d.id);
                    }}
                  >
                    {t('drafts.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </List>
        )}
      </Dialog>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, fontWeight, space, vars } from '../../../design-system';
import type { RectifyProgramme } from '../rules/rectify';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: ${space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  & h3 {
    margin: 0 0 ${space[1]};
    font-size: inherit;
    font-weight: ${fontWeight.medium};
  }
  & ul {
    margin: 0;
    padding-left: ${space[4]};
  }
`;

export interface RectifyDialogProps {
  isOpen: boolean;
  /** The server's message (text, never HTML) and the proposal's title. */
  message: string;
  title: string;
  programmes: readonly RectifyProgramme[];
  /** The draft's current value at a path, to show what changes. */
  current(path: string): string;
  /** Label of a draft path in the user's language. */
  labelOf(path: string): string;
  onApply(programme: RectifyProgramme): void;
  /** 继续开具: issue as it is (the buyer check is confirmed). */
  onContinue(): void;
  /** 取消: nothing is issued and nothing changes. */
  onCancel(): void;
}

/**
 * The buyer check (202500034, spec 01 §4, §8) with the rectify proposal (spec 01 §7): the server's message, the
 * proposed programmes with the changes each makes (field: from → to), 采用此方案 applies one to the form; 继续开具
 * issues as it is; 取消 keeps everything as it was.
 */
export function RectifyDialog({ isOpen, message, title, programmes, current, labelOf, onApply, onContinue, onCancel }: RectifyDialogProps) {
  const { t } = useTranslation(['issueForm', 'ds']);
  return (
    <Dialog
      title={title || t('issueForm:prompt.rectifyTitle')}
      width="medium"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      okText={t('issueForm:prompt.continue')}
      onOk={onContinue}
    >
      <p>{message}</p>
      {programmes.length === 0 ? (
        <p>{t('issueForm:prompt.rectifyNone')}</p>
      ) : (
        <List>
          {programmes.map((p) => (
            <Item key={p.title}>
              <div>
                <h3>{p.title}</h3>
                <ul>
                  {p.changes.map((c) => (
                    <li key={c.path}>{t('issueForm:prompt.rectifyField', { field: labelOf(c.path), from: current(c.path) || '—', to: c.value || '—' })}</li>
                  ))}
                </ul>
              </div>
              <Button size="sm" variant="primary" onPress={() => onApply(p)} aria-label={`${t('issueForm:prompt.rectifyApply')} ${p.title}`}>
                {t('issueForm:prompt.rectifyApply')}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </Dialog>
  );
}

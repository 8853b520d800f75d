import { useTranslation } from 'react-i18next';
import { DescriptionList, Dialog } from '../../../design-system';

/** The shortcuts in the order the list shows them (keys and texts in issueGrid:shortcuts; gridKeys.ts acts on them). */
export const gridShortcuts = ['arrows', 'enter', 'addLine', 'deleteLine', 'picker', 'help', 'paste'] as const;

export interface GridShortcutsProps {
  isOpen: boolean;
  onClose(): void;
}

/** The visible list of the goods grid's shortcuts, opened by Ctrl+/ or the grid's 快捷键 button. */
export function GridShortcuts({ isOpen, onClose }: GridShortcutsProps) {
  const { t } = useTranslation('issueGrid');
  return (
    <Dialog
      title={t('shortcuts.title')}
      width="medium"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={null}
    >
      <DescriptionList
        bordered
        columns={1}
        items={gridShortcuts.map((s) => ({ key: s, label: t(`shortcuts.keyLabels.${s}`), value: t(`shortcuts.${s}`) }))}
      />
    </Dialog>
  );
}

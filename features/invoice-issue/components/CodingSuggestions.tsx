import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Radio, RadioGroup } from '../../../design-system';
import type { EditLine } from '../rules/lineAmounts';

/** The value of 不享受优惠政策 (no preference) among the preference choices. */
const NONE = 'none';

export interface CodingSuggestionsProps {
  /** The line whose AI coding proposed units (tsdwlist) and preference notes (yhzcsmList). */
  line: EditLine;
  /** Its 1-based row, named in the title. */
  row: number;
  /** Takes the chosen unit and preference note ('' for none). */
  onApply(choice: { unit: string; preference: string }): void;
  onClose(): void;
}

/**
 * 赋码建议 (spec 01 §7, spec 02 §3: aiCodingList's tsdwlist and yhzcsmList): the units and preferential policies AI
 * coding proposes for one line, to take with 确定. The line's own unit and preference are chosen at first.
 */
export function CodingSuggestions({ line, row, onApply, onClose }: CodingSuggestionsProps) {
  const { t } = useTranslation('issueGrid');
  const units = line.tsdwlist ?? [];
  const notes = line.yhzcsmList ?? [];
  const [unit, setUnit] = useState(units.includes(line.dw) ? line.dw : (units[0] ?? line.dw));
  const current = line.yhzcbs === '1' && line.yhzcsm ? line.yhzcsm : NONE;
  const [preference, setPreference] = useState(notes.includes(current) ? current : NONE);
  return (
    <Dialog
      title={t('suggest.title', { row })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onOk={() => onApply({ unit, preference: preference === NONE ? '' : preference })}
    >
      {units.length > 0 && (
        <RadioGroup label={t('suggest.unit')} value={unit} onChange={setUnit} orientation="horizontal">
          {units.map((u) => (
            <Radio key={u} value={u}>
              {u}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {notes.length > 0 && (
        <RadioGroup label={t('suggest.preference')} value={preference} onChange={setPreference}>
          <Radio value={NONE}>{t('suggest.noPreference')}</Radio>
          {notes.map((n) => (
            <Radio key={n} value={n}>
              {n}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { fontSize, Icon, space, toneVars } from '../../../../design-system';
import { slotStateIcons, slotStateLabelKey, slotStates, slotStateTones, type SlotState } from '../../rules/slots';

const toneStyles = slotStates.map((state) => {
  const tone = toneVars(slotStateTones[state]);
  return css`
    &[data-state='${state}'] {
      color: ${tone.text};
      [data-icon] { color: ${tone.solid}; }
    }
  `;
});

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  font-size: ${fontSize.sm};
  white-space: nowrap;
  ${toneStyles}
`;

/** A slot's state as its icon and word (never colour alone), coloured by its tone (rules/slots.ts). */
export function SlotStateTag({ state }: { state: SlotState }) {
  const { t } = useTranslation('providerOps');
  return (
    <Tag data-state={state}>
      <Icon name={slotStateIcons[state]} size={14} />
      {t(slotStateLabelKey(state))}
    </Tag>
  );
}

import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { tones, vars, type Tone } from '../../tokens/semantic';
import { Icon, type IconName } from '../Icon';
import { tagTokens, type TagSize } from './tokens';

export interface TagProps {
  /** The tag's text. */
  children: ReactNode;
  /** Status tone: success, warning, danger, info or neutral. @default 'neutral' */
  tone?: Tone;
  /** @default 'md' */
  size?: TagSize;
  /** An icon before the text. */
  icon?: IconName;
  /** Shows a close button (named from the catalogue) that calls `onClose`. @default false */
  closable?: boolean;
  /** Called when the close button is pressed. */
  onClose?: () => void;
  /** Text for the close button's name when `children` is not plain text. */
  textValue?: string;
}

const toneStyles = tones.map((t) => {
  const c = tagTokens.tone[t];
  return css`
    &[data-tone='${t}'] { color: ${c.text}; background: ${c.background}; border-color: ${c.border}; }
  `;
});

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tagTokens.gap};
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${tagTokens.radius};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  &[data-size='sm'] { height: ${tagTokens.height.sm}; padding: 0 ${tagTokens.paddingX.sm}; font-size: ${tagTokens.fontSize.sm}; }
  &[data-size='md'] { height: ${tagTokens.height.md}; padding: 0 ${tagTokens.paddingX.md}; font-size: ${tagTokens.fontSize.md}; }
  ${toneStyles}
`;

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const CloseButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  margin-right: -2px;
  padding: 0;
  border: none;
  border-radius: 2px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;
  opacity: 0.75;
  &[data-hovered] { opacity: 1; }
  &[data-focus-visible] { opacity: 1; box-shadow: 0 0 0 2px ${vars.colorFocusRing}; }
`;

/** A small status label in a tone, optionally closable (spec 01 §4: mount type 1 success, 2 error). */
export function Tag({ children, tone = 'neutral', size = 'md', icon, closable = false, onClose, textValue }: TagProps) {
  const { t } = useTranslation('ds');
  const name = textValue ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : undefined);
  return (
    <Root data-tone={tone} data-size={size}>
      {icon && <Icon name={icon} size={12} />}
      <Text>{children}</Text>
      {closable && (
        <CloseButton
          aria-label={name === undefined ? t('tag.remove') : t('tag.removeNamed', { label: name })}
          onPress={onClose}
        >
          <Icon name="close" size={10} strokeWidth={2.5} />
        </CloseButton>
      )}
    </Root>
  );
}

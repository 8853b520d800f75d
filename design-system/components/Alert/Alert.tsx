import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { alertIcons, alertTokens as t, type AlertTone } from './tokens';

export interface AlertProps {
  /** Status tone: colours the block and picks the icon. @default 'info' */
  tone?: AlertTone;
  /** A short bold first line. Rendered as text: a server message is never HTML. */
  title?: ReactNode;
  /** The message (under the title when there is one). Rendered as text; line breaks are kept. */
  children?: ReactNode;
  /**
   * The alert appears in response to something the user did and is announced at once (`role="alert"`);
   * false makes it a polite `role="status"`.
   * @default true for 'danger' and 'warning', false otherwise
   */
  live?: boolean;
  /** An action at the end of the block, e.g. a small Button '税盘检测' (spec 01 §8). */
  action?: ReactNode;
  /** Shows a close button; the caller removes the alert (it does not hide itself). */
  onClose?: () => void;
  /** For styled(Alert) wrappers. */
  className?: string;
}

const toneStyles = (Object.keys(alertIcons) as AlertTone[]).map(
  (tone) => css`
    &[data-tone='${tone}'] {
      background: ${t.tone[tone].background};
      border-color: ${t.tone[tone].border};
      & > [data-icon] { color: ${t.tone[tone].icon}; }
    }
  `,
);

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${t.gap};
  padding: ${t.paddingY} ${t.paddingX};
  border: 1px solid transparent;
  border-radius: ${t.radius};
  color: ${t.text};
  font-size: ${t.fontSize};
  line-height: ${t.lineHeight};
  overflow-wrap: anywhere;
  &[data-titled] { padding-block: ${t.paddingYTitled}; }
  ${toneStyles}
  /* the 16 px icon sits on the first 22 px line */
  & > [data-icon] { margin-top: calc((${t.lineHeight}em - ${t.iconSize}px) / 2); }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.div`
  font-weight: ${t.titleWeight};
`;

const Message = styled.div`
  white-space: pre-wrap;
  [data-titled] & { margin-top: 2px; }
`;

// Controls of 24 px centred on the first 22 px line.
const End = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${t.gap};
  margin-block: -1px;
`;

/**
 * An inline message block for a page or a form (not a dialog, not a toast): a status tone with its icon,
 * a title and/or message, an optional action and close button (spec 01 §8).
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, live = tone === 'danger' || tone === 'warning', action, onClose, className },
  ref,
) {
  const { t: tr } = useTranslation('ds');
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasMessage = children !== undefined && children !== null && children !== '';
  return (
    <Root ref={ref} role={live ? 'alert' : 'status'} data-tone={tone} data-titled={(hasTitle && hasMessage) || undefined} className={className}>
      {/* The icon names the tone for screen readers too, so colour is not the only signal. */}
      <Icon name={alertIcons[tone]} size={t.iconSize} label={tr(`alert.tone.${tone}`)} />
      <Content>
        {hasTitle && <Title>{title}</Title>}
        {hasMessage && <Message>{children}</Message>}
      </Content>
      {(action != null || onClose) && (
        <End>
          {action}
          {onClose && <IconButton icon="close" size="sm" aria-label={tr('alert.close')} onPress={onClose} />}
        </End>
      )}
    </Root>
  );
});

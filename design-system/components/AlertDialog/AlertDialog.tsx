import { useRef, type ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../Dialog';
import { ToneIcon } from '../Message/icons';
import type { DialogWidth } from '../../tokens/scale';
import type { Tone } from '../../tokens/semantic';
import { alertDialogTokens as t } from './tokens';

export interface AlertDialogProps {
  /** Open state (controlled). */
  isOpen: boolean;
  /** The title. @default ds:alertDialog.title (提示) */
  title?: ReactNode;
  /** The message. Strings are rendered as text, never as HTML; line breaks are kept. */
  content: ReactNode;
  /** Technical detail behind a 查看详情 / 收起详情 toggle, in monospace (spec 02 §2.1 item 9). Text only. */
  detail?: string;
  /** The icon's status tone. @default 'warning' */
  tone?: Tone;
  /** OK button text, e.g. 继续开具. @default ds:action.ok (确定) */
  okText?: ReactNode;
  /** Cancel button text. @default ds:action.cancel (取消) */
  cancelText?: ReactNode;
  /** false for a plain alert with only the OK button. @default true */
  showCancel?: boolean;
  /** OK button style; 'danger' for destructive confirmations. @default 'primary' */
  okVariant?: 'primary' | 'danger';
  /** @default 'small' */
  width?: DialogWidth;
  /** Runs on OK; may return a promise (the button shows loading; a rejection keeps the dialog open). */
  onOk?: () => unknown;
  /** Called once when the dialog closes: true after OK, false after Cancel, × or Escape. */
  onResult?: (confirmed: boolean) => void;
}

const Content = styled.div`
  color: ${t.content.color};
  font-size: ${t.content.fontSize};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${t.toggle.gap};
  margin-top: ${t.detail.marginTop};
  padding: 0;
  border: 0;
  border-radius: ${t.toggle.radius};
  color: ${t.toggle.color};
  font-size: ${t.toggle.fontSize};
  background: none;
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${t.toggle.colorHover}; }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${t.focusRing}; }
  svg { transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(90deg); }
`;

const Detail = styled.pre`
  max-height: ${t.detail.maxHeight};
  margin: ${t.detail.marginTop} 0 0;
  padding: ${t.detail.padding};
  overflow: auto;
  color: ${t.detail.color};
  font-family: ${t.detail.fontFamily};
  font-size: ${t.detail.fontSize};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${t.detail.background};
  border: 1px solid ${t.detail.border};
  border-radius: ${t.detail.radius};
  outline: none;
  &:focus-visible { box-shadow: 0 0 0 2px ${t.focusRing}; }
`;

function Chevron() {
  return (
    <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3.5l4.5 4.5L6 12.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** 查看详情 / 收起详情 and the monospace detail it reveals. */
function DetailSection({ detail }: { detail: string }) {
  const { t: tr } = useTranslation('ds');
  return (
    <Disclosure>
      {({ isExpanded }) => (
        <>
          <Toggle slot="trigger">
            <Chevron />
            {isExpanded ? tr('alertDialog.hideDetail') : tr('alertDialog.showDetail')}
          </Toggle>
          <DisclosurePanel>
            {/* Focusable so a keyboard user can scroll and select a long trace. */}
            <Detail tabIndex={0} role="region" aria-label={tr('alertDialog.detailLabel')}>
              {detail}
            </Detail>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

/**
 * A confirmation or alert (role alertdialog), titled 提示 by default (spec 01 §8). Usually opened through
 * `useConfirm()` / `useAlert()` of `FeedbackProvider`; this is the declarative form.
 */
export function AlertDialog({
  isOpen,
  title,
  content,
  detail,
  tone = 'warning',
  okText,
  cancelText,
  showCancel = true,
  okVariant = 'primary',
  width = 'small',
  onOk,
  onResult,
}: AlertDialogProps) {
  const { t: tr } = useTranslation('ds');
  const dismissed = useRef(false);
  return (
    <Dialog
      role="alertdialog"
      isOpen={isOpen}
      width={width}
      title={title ?? tr('alertDialog.title')}
      titleIcon={<ToneIcon tone={tone} size={20} />}
      okText={okText}
      cancelText={cancelText}
      showCancel={showCancel}
      okVariant={okVariant}
      onOk={onOk}
      onClose={() => {
        dismissed.current = true;
      }}
      onOpenChange={(open) => {
        if (open) return;
        const confirmed = !dismissed.current;
        dismissed.current = false;
        onResult?.(confirmed);
      }}
    >
      <Content>{content}</Content>
      {detail ? <DetailSection detail={detail} /> : null}
    </Dialog>
  );
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useUNSAFE_PortalContext } from 'react-aria/PortalProvider';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ToneIcon } from './icons';
import { messageDurations, messageToneMap, messageTokens as t, type MessageTone } from './tokens';

export interface MessageOptions {
  /** How long the message stays, in ms; 0 keeps it until closed. @default the tone's duration (success 800, warning 5000, error 5000, info 3000) */
  duration?: number;
}

/** Closes the message it was returned for. */
export type CloseMessage = () => void;

/** The imperative message API, from `useMessage()`. Text only: a server message is never rendered as HTML. */
export interface MessageApi {
  /** Shown 800 ms (spec 01 §9). */
  success: (text: string, options?: MessageOptions) => CloseMessage;
  /** Shown 5 s (spec 01 §8). */
  warning: (text: string, options?: MessageOptions) => CloseMessage;
  /** Shown 5 s. */
  error: (text: string, options?: MessageOptions) => CloseMessage;
  /** Shown 3 s. */
  info: (text: string, options?: MessageOptions) => CloseMessage;
  /** Opens a message of any tone. */
  open: (tone: MessageTone, text: string, options?: MessageOptions) => CloseMessage;
  /** Closes every message. */
  clear: () => void;
}

interface Item {
  id: number;
  tone: MessageTone;
  text: string;
  duration: number;
}

const MessageContext = createContext<MessageApi | null>(null);

// Fixed top centre, above dialogs; pointer events only on the messages themselves.
const Host = styled.div`
  position: fixed;
  top: ${t.top};
  left: 0;
  right: 0;
  z-index: ${t.zIndex};
  pointer-events: none;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.gap};
`;

const Bubble = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${t.gap};
  max-width: ${t.maxWidth};
  padding: ${t.paddingY} ${t.paddingX};
  color: ${t.text};
  font-size: ${t.fontSize};
  line-height: 1.5715;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${t.background};
  border-radius: ${t.radius};
  box-shadow: ${t.shadow};
  pointer-events: auto;
`;

// The live regions exist before any message, so additions are announced reliably.
const LiveRegion = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

function MessageBubble({ item, onDone }: { item: Item; onDone: (id: number) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    if (item.duration > 0) timer.current = setTimeout(() => onDone(item.id), item.duration);
  }, [item, onDone]);
  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);
  // Hovering keeps a message up so it can be read (WCAG 2.2.1); leaving restarts its time.
  return (
    <Bubble data-tone={item.tone} onMouseEnter={() => clearTimeout(timer.current)} onMouseLeave={start}>
      <ToneIcon tone={messageToneMap[item.tone]} />
      <span>{item.text}</span>
    </Bubble>
  );
}

const isAssertive = (tone: MessageTone) => tone === 'error' || tone === 'warning';

export interface MessageProviderProps {
  children?: ReactNode;
  /** The accessible name of the message region; several providers on one page need distinct names. @default ds:message.regionLabel (消息) */
  regionLabel?: string;
}

// The browser's answer, and the server's (and hydration's): no document to portal into.
const noSubscription = () => () => undefined;
const isBrowser = () => typeof document !== 'undefined';
const isServer = () => false;

/**
 * Hosts the message stack (top centre) and provides `useMessage()`. Messages are announced through
 * live regions: role=status for success and info, role=alert for warning and error. The stack portals where
 * react-aria's overlays do: into the container of an enclosing `UNSAFE_PortalProvider`, else the document body.
 */
export function MessageProvider({ children, regionLabel }: MessageProviderProps) {
  const { t: tr } = useTranslation('ds');
  const { getContainer } = useUNSAFE_PortalContext();
  // The host portals into the document once in the browser; a page hydrated from HTML (the prerendered sign-in
  // page) has none in its HTML, so the host joins after hydration rather than during it.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const [items, setItems] = useState<Item[]>([]);
  const seq = useRef(0);
  const remove = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
  const api = useMemo<MessageApi>(() => {
    const open = (tone: MessageTone, text: string, options?: MessageOptions): CloseMessage => {
      const id = ++seq.current;
      setItems((xs) => [...xs, { id, tone, text: String(text), duration: options?.duration ?? messageDurations[tone] }]);
      return () => remove(id);
    };
    return {
      open,
      success: (text, options) => open('success', text, options),
      warning: (text, options) => open('warning', text, options),
      error: (text, options) => open('error', text, options),
      info: (text, options) => open('info', text, options),
      clear: () => setItems([]),
    };
  }, [remove]);

  const host =
    !inBrowser
      ? null
      : createPortal(
          // Top layer: react-aria leaves it visible to assistive technology while a modal is open.
          <Host data-react-aria-top-layer="true" aria-label={regionLabel ?? tr('message.regionLabel')} role="region">
            {/* The visible stack; assistive technology hears the live regions below instead. */}
            <Stack aria-hidden="true">
              {items.map((item) => (
                <MessageBubble key={item.id} item={item} onDone={remove} />
              ))}
            </Stack>
            <LiveRegion role="status" aria-live="polite">
              {items.filter((i) => !isAssertive(i.tone)).map((i) => (
                <div key={i.id}>{i.text}</div>
              ))}
            </LiveRegion>
            <LiveRegion role="alert" aria-live="assertive">
              {items.filter((i) => isAssertive(i.tone)).map((i) => (
                <div key={i.id}>{i.text}</div>
              ))}
            </LiveRegion>
          </Host>,
          getContainer?.() ?? document.body,
        );

  return (
    <MessageContext.Provider value={api}>
      {children}
      {host}
    </MessageContext.Provider>
  );
}

/** `const message = useMessage(); message.success(t('...'))`. Needs a `MessageProvider` (or `FeedbackProvider`) above. */
export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage() needs a <MessageProvider> or <FeedbackProvider> above it');
  return api;
}

export type { MessageTone };
export { messageDurations };

import type { TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../design-system';
import { errorEvents, type ApiErrorEvent } from './';

// spec 01 §8: every failed call is shown as an alert titled 提示. A business code shows the server's message,
// an HTTP status the catalogue's message with the status in it. Always as text: AlertDialog renders strings as
// text, so a message holding HTML stays literal.

/** The text an error event shows. */
export function errorEventText(event: ApiErrorEvent, t: TFunction): string {
  switch (event.kind) {
    case 'business':
      return event.message;
    case 'http':
      return t(event.key, event.params);
    case 'network':
    case 'timeout':
      return t(event.key);
  }
}

/** The kind of failure an event is: one alert per kind (every 5xx is one kind, each business message another). */
export function failureKind(event: ApiErrorEvent): string {
  switch (event.kind) {
    case 'business':
      return `business:${event.code}:${event.message}`;
    case 'http':
      return `http:${event.key}`;
    default:
      return event.kind;
  }
}

/** One alert's failures: the first one's text, and how many of that kind arrived while it was open or waiting. */
interface Failures {
  text: string;
  count: number;
  listeners: Set<() => void>;
}

function FailuresText({ failures }: { failures: Failures }) {
  const { t } = useTranslation();
  const count = useSyncExternalStore(
    (listener) => {
      failures.listeners.add(listener);
      return () => void failures.listeners.delete(listener);
    },
    () => failures.count,
  );
  return count > 1 ? `${failures.text}\n${t('errors:repeated', { count })}` : failures.text;
}

/**
 * Subscribes to the request layer's error channel and shows the failures of one outage as few alerts as it can:
 * one 提示 alert per kind of failure, with a count when several of that kind arrived while it was open (four 5xx
 * answers show one alert, "4 in all"), and one alert at a time, the next kind waiting until the open one is closed,
 * so that a screen reader reaches each one (stacked modals hide one another).
 */
export function ErrorAlertBridge() {
  const alert = useAlert();
  const { t } = useTranslation();
  useEffect(() => {
    const pending = new Map<string, Failures>();
    const queue: string[] = [];
    let showing = false;
    const showNext = () => {
      const kind = queue.shift();
      showing = kind !== undefined;
      if (kind === undefined) return;
      const failures = pending.get(kind)!;
      void alert({ title: t('errors:alertTitle'), content: <FailuresText failures={failures} /> }).finally(() => {
        pending.delete(kind);
        showNext();
      });
    };
    return errorEvents.subscribe((event) => {
      const kind = failureKind(event);
      const known = pending.get(kind);
      if (known) {
        known.count += 1;
        for (const listener of [...known.listeners]) listener();
        return;
      }
      pending.set(kind, { text: errorEventText(event, t), count: 1, listeners: new Set() });
      queue.push(kind);
      if (!showing) showNext();
    });
  }, [alert, t]);
  return null;
}

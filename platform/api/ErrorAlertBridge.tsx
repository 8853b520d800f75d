import type { TFunction } from 'i18next';
import { useEffect } from 'react';
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
      return t(event.key);
  }
}

/**
 * Subscribes to the request layer's error channel and shows each failure as a 提示 alert. The same text is
 * shown once while its alert is open (fifty calls failing together must not stack fifty alerts).
 */
export function ErrorAlertBridge() {
  const alert = useAlert();
  const { t } = useTranslation();
  useEffect(() => {
    const open = new Set<string>();
    return errorEvents.subscribe((event) => {
      const content = errorEventText(event, t);
      if (open.has(content)) return;
      open.add(content);
      void alert({ title: t('errors:alertTitle'), content }).finally(() => open.delete(content));
    });
  }, [alert, t]);
  return null;
}

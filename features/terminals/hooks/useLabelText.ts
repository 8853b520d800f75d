import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../rules/status';

/** Says a decided label in the user's language: the server's text as it is, a key through the catalogues. */
export function useLabelText(): (label: Label | null | undefined) => string | null {
  const { t } = useTranslation(['terminals', 'lookups']);
  return useCallback((label: Label | null | undefined) => (!label ? null : 'text' in label ? label.text : t(label.key, label.params ?? {})), [t]);
}

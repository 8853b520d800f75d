import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../design-system';

/**
 * spec 02 §8: codes 202200007, 202200008, 202200014 and 201300002 while loading face-scan data confirm with the
 * server's message (as text) and a 去登录 button, which opens the tax-bureau login. Without a way to log in, the
 * confirm has only its OK. Returns the asker; it shows one confirm at a time.
 */
export function useGoToLogin(onGoToLogin: (() => void) | undefined): (message: string) => Promise<void> {
  const { t } = useTranslation('faceScan');
  const confirm = useConfirm();
  const asking = useRef(false);
  const open = useRef(onGoToLogin);
  useEffect(() => {
    open.current = onGoToLogin;
  });
  return useCallback(
    async (message: string) => {
      if (asking.current) return;
      asking.current = true;
      try {
        const canLogIn = open.current !== undefined;
        const ok = await confirm({
          title: t('login.title'),
          content: message,
          tone: 'warning',
          ...(canLogIn ? { okText: t('login.goToLogin'), cancelText: t('login.cancel') } : { showCancel: false }),
        });
        if (ok && canLogIn) open.current?.();
      } finally {
        asking.current = false;
      }
    },
    [confirm, t],
  );
}

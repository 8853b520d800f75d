import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useMessage } from '../../../design-system';
import { lookupKey, orderStatus } from '../../lookups';
import { ISSUING_NOTIFICATION_MS, selectIssuingNotification } from '../../../platform/push';

/**
 * spec 01 §4: the issuing-task notification of an order-status push, shown 8 s. The push slice raises it only
 * for users other than role 1; this shows each new one once.
 */
export function IssuingNotice() {
  const { t } = useTranslation('session');
  const notification = useSelector(selectIssuingNotification);
  const message = useMessage();
  const id = notification?.id;
  useEffect(() => {
    if (!notification) return;
    const text = [
      t('issuingTask.message', { seller: notification.xfmc, status: t(lookupKey(orderStatus, notification.ddzt)) }),
      t('issuingTask.pending', { count: notification.pendOrderCount }),
    ].join(' ');
    return message.info(text, { duration: ISSUING_NOTIFICATION_MS });
    // a notification is shown once, when its id first appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return null;
}

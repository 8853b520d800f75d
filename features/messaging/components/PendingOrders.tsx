import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button, Icon } from '../../../design-system';
import { selectPush } from '../../../platform/push';
import { areaOfPath } from '../../../platform/routing';
import { useAfterFirstPaint } from '../../../platform/scheduling';
import { useGetPendingOrderCountQuery } from '../api';

/**
 * The header's count of pending issuing orders: from the count call on load, then from every FPKJ
 * order-status push's pendOrderCount (spec 01 §3 Socket message), the newer of the two. It leads to the area's
 * issuing orders, where the same pushes update the rows.
 */
export function PendingOrders() {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const push = useSelector(selectPush);
  // a badge: asked for once the page has painted (platform/scheduling)
  const loaded = useGetPendingOrderCountQuery(undefined, { skip: !useAfterFirstPaint() });
  const fromServer = loaded.data?.data.pendOrderCount;
  // The header loads once per sign-in and the count call answers then: any push is newer than that answer.
  const count = push.received > 0 ? push.pendOrderCount : fromServer;
  if (count === undefined) return null;
  return (
    <Button size="sm" icon={<Icon name="clock" size={14} />} onPress={() => navigate(`/${areaOfPath(pathname)}/invoiceOrder`)}>
      {t('pendingOrders', { count })}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Radio, RadioGroup } from '../../../design-system';
import { selectDiskId } from '../../../platform/session';
import { SellerInfo } from './SellerInfo';

/** The query that opens the seller view of /member/terminal (spec 01 §2: the member's seller info is /member/terminal). */
export const SELLER_TAB_QUERY = 'tab';
export const SELLER_TAB = 'seller';

export interface MemberTerminalTabs {
  /** The switch between the terminal list and the seller (null outside the member area). */
  switcher: ReactNode;
  /** The seller view when chosen, else null (the page shows its list). */
  seller: ReactNode;
}

/**
 * The member's /member/terminal holds two views: its terminals, and the seller information of the current
 * terminal. The view is kept in the address (?tab=seller) so the side navigation's 销方信息 and a link reach it.
 */
export function useMemberTerminalTabs(enabled: boolean): MemberTerminalTabs {
  const { t } = useTranslation('seller');
  // The query read and written through the location (react-router's useSearchParams lives in its DOM module, which
  // the signed-in pages otherwise do without).
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = new URLSearchParams(search);
  const diskId = useSelector(selectDiskId);
  if (!enabled) return { switcher: null, seller: null };
  const view = searchParams.get(SELLER_TAB_QUERY) === SELLER_TAB ? SELLER_TAB : 'list';
  const switcher = (
    <RadioGroup
      aria-label={t('tabs.label')}
      variant="button"
      value={view}
      onChange={(value) => {
        const next = new URLSearchParams(searchParams);
        if (value === SELLER_TAB) next.set(SELLER_TAB_QUERY, SELLER_TAB);
        else next.delete(SELLER_TAB_QUERY);
        void navigate(`?${next.toString()}`);
      }}
    >
      <Radio value="list">{t('tabs.list')}</Radio>
      <Radio value={SELLER_TAB}>{t('tabs.seller')}</Radio>
    </RadioGroup>
  );
  return { switcher, seller: view === SELLER_TAB ? <SellerInfo diskId={diskId} /> : null };
}

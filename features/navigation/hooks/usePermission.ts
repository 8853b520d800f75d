import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useCheckPermissionQuery } from '../../config';
import { selectIsSignedIn } from '../../../platform/session';
import { permCodeName } from '../rules/permissions';

export interface Permission {
  /**
   * False only when the server refused the code. While the answer is on its way, or when the check failed, the
   * action stays usable: the server checks every call itself (as a failed menu does not lock the user out,
   * rules/access.ts).
   */
  allowed: boolean;
  /** True while the answer is awaited. */
  pending: boolean;
  /** Why the action is refused, in the user's language (shown beside a disabled action); null while allowed. */
  reason: string | null;
}

/**
 * Whether the signed-in user may use the action a page marks with this permission code (spec 01 §6,
 * GET /v2/auth/v2/perm/check?permCode). The answers are cached for the session (one call per code however many
 * actions carry it) and asked again whenever a page mounts, so a permission taken from a role takes effect on the
 * member's next navigation. A guarded action: `isDisabled={!p.allowed}` and `p.reason` beside it.
 */
export function usePermission(permCode: string): Permission {
  const { t } = useTranslation('permissions');
  const signedIn = useSelector(selectIsSignedIn);
  const query = useCheckPermissionQuery({ permCode }, { skip: !signedIn || permCode === '', refetchOnMountOrArgChange: true });
  const refused = query.currentData?.data.hasPerm === false;
  const name = permCodeName(permCode);
  return {
    allowed: !refused,
    pending: query.isFetching,
    reason: refused ? t('denied', { permission: name ? t(`name.${name}`) : permCode }) : null,
  };
}

export type PageAccess = 'allowed' | 'forbidden' | 'pending';

/**
 * The page check of NavigationGate: whether the page's permission code (rules/permissions.ts) is granted, asked
 * afresh on every navigation to another path. Until the answer given after this navigation arrives the page waits;
 * a failed check lets it show (the server refuses what it must).
 */
export function usePageAccess(permCode: string | null): PageAccess {
  const signedIn = useSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  // The moment of this navigation: only an answer fulfilled after it counts (a role may have changed since).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const since = useMemo(() => Date.now(), [pathname]);
  const skip = !signedIn || permCode === null;
  const query = useCheckPermissionQuery({ permCode: permCode ?? '' }, { skip });
  const fresh = query.fulfilledTimeStamp !== undefined && query.fulfilledTimeStamp >= since;
  const { isUninitialized, isFetching, isError, refetch } = query;
  useEffect(() => {
    if (!skip && !isUninitialized && !fresh && !isFetching && !isError) void refetch();
  }, [skip, isUninitialized, fresh, isFetching, isError, refetch]);
  if (skip) return 'allowed';
  if (isError && !isFetching) return 'allowed';
  if (!fresh || !query.currentData) return 'pending';
  return query.currentData.data.hasPerm ? 'allowed' : 'forbidden';
}

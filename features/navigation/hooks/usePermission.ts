import { useSelector } from 'react-redux';
import { useCheckPermissionQuery } from '../../config';
import { selectIsSignedIn } from '../../../platform/session';

export interface Permission {
  /** True when the server granted the code; false when it refused, while checking, or when the check failed. */
  allowed: boolean;
  /** True while the answer is awaited (a page may disable the action meanwhile). */
  pending: boolean;
}

/**
 * Whether the signed-in user may use the action a page marks with this permission code (spec 01 §6,
 * GET /v2/auth/v2/perm/check?permCode). A page hides the action when `allowed` is false, or disables it while
 * `pending`. Answers are cached per code, so many buttons with one code ask once.
 */
export function usePermission(permCode: string): Permission {
  const signedIn = useSelector(selectIsSignedIn);
  const query = useCheckPermissionQuery({ permCode }, { skip: !signedIn || permCode === '' });
  return { allowed: query.currentData?.data.hasPerm === true, pending: query.isFetching || query.isLoading };
}

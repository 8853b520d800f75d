import type { PageProps } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { ReviewDetails } from '../components/ReviewDetails';
import { ReviewQueue } from '../components/ReviewQueue';
import { applyIdOf } from '../rules/queue';

/**
 * recording of the member and agency areas (spec 01 §2). The member area has no reviewDetails route, so its
 * submission opens on the same route with ?applyId= (our choice; the agency's opens on reviewDetails/{applyId}).
 */
export function ReviewQueuePage({ route }: PageProps) {
  const [search] = useAddressSearch();
  const applyId = route.area === 'member' ? applyIdOf(search) : null;
  if (applyId) return <ReviewDetails key={applyId} area={route.area} applyId={applyId} />;
  return <ReviewQueue key={route.id} route={route} />;
}

export default ReviewQueuePage;

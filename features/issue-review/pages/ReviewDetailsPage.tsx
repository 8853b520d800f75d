import { useLocation } from 'react-router';
import { decodeSegment, type PageProps } from '../../../platform/routing';
import { ReviewDetails } from '../components/ReviewDetails';

/** reviewDetails/:applyId of the agency area (spec 01 §2); the route's id check has passed before the page shows. */
export function ReviewDetailsPage({ route }: PageProps) {
  const { pathname } = useLocation();
  const applyId = decodeSegment(pathname.split('/').pop() ?? '') ?? '';
  return <ReviewDetails key={applyId} area={route.area} applyId={applyId} />;
}

export default ReviewDetailsPage;

import type { PageProps } from '../../../platform/routing';
import { UserStatistics } from '../components/UserStatistics';

/** 用户统计 (/service/userStatistics): users and terminals by month, charts with their table. */
export function UserStatisticsPage({ route }: PageProps) {
  return <UserStatistics route={route} />;
}

export default UserStatisticsPage;

import type { PageProps } from '../../../platform/routing';
import { HomePage } from '../components/HomeLayout';
import { RobotTasks } from '../../robot-tasks';

/** /account/home: the agency's current terminal and today's robot tasks. */
export function AccountHomePage({ route }: PageProps) {
  return (
    <HomePage route={route}>
      <RobotTasks />
    </HomePage>
  );
}

export default AccountHomePage;

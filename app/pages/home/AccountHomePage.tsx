import type { PageProps } from '../../router';
import { HomePage } from './HomePage';
import { RobotTasks } from './RobotTasks';

/** /account/home: the agency's current terminal and today's robot tasks. */
export function AccountHomePage({ route }: PageProps) {
  return (
    <HomePage route={route}>
      <RobotTasks />
    </HomePage>
  );
}

export default AccountHomePage;

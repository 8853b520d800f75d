import type { PageProps } from '../../../platform/routing';
import { TaxRobot } from '../components/TaxRobot';

/** 税务机器人 of the agency area (spec 01 §2 taxrobot). */
export function TaxRobotPage({ route }: PageProps) {
  return <TaxRobot key={route.id} route={route} />;
}

export default TaxRobotPage;

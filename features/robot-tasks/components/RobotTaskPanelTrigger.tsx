import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button, Icon } from '../../../design-system';
import { selectRoleType } from '../../../platform/session';

// The panel (tabs, tables, paging, the export and its progress dialog) loads on the first press of its button,
// opened: the header, on every signed-in page of the agency, carries only the button.
const Panel = lazy(() => import('./RobotTaskPanel').then((m) => ({ default: m.RobotTaskPanel })));

/** The header's robot-task button (role 3 only), which loads and opens the robot-task panel (RobotTaskPanel.tsx). */
export function RobotTaskPanelTrigger() {
  const { t } = useTranslation('robotTasks');
  const roleType = useSelector(selectRoleType);
  const [wanted, setWanted] = useState(false);
  if (roleType !== 3) return null;
  const button = (
    <Button icon={<Icon name="settings" />} onPress={() => setWanted(true)} isPending={wanted}>
      {t('trigger')}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Panel defaultOpen />
    </Suspense>
  );
}

// Robot tasks (role 3): the tax robot's tasks on the agency home and the header's robot-task panel.
export { RobotTasks } from './components/RobotTasks';
export { RobotTaskPanel } from './components/RobotTaskPanel';
export type { RobotTaskPanelProps } from './components/RobotTaskPanel';

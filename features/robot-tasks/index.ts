// Robot tasks (role 3): the tax robot's tasks on the agency home and the header's robot-task panel.
export { RobotTasks } from './components/RobotTasks';
export { homeTasksArgs } from './rules/homeTasks';
export { robotApi } from './api';
export { RobotTaskPanelTrigger as RobotTaskPanel } from './components/RobotTaskPanelTrigger';
export type { RobotTaskPanelProps } from './components/RobotTaskPanel';

// Robot tasks (role 3): the tax robot's tasks.
export { RobotTasks } from './components/RobotTasks';

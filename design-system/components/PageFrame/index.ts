export { PageFrame, ActionGroup } from './PageFrame';
export type { PageFrameProps } from './PageFrame';

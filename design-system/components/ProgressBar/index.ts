export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressLabelPlacement } from './ProgressBar';
export type { ProgressTone, ProgressBarSize } from './tokens';

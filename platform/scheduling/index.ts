// Scheduling the portal's work around the browser's paints.
export { afterFirstPaint, useAfterFirstPaint, forgetFirstPaint } from './afterFirstPaint';

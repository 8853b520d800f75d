export { Dialog, DialogTrigger } from './Dialog';
export type { DialogProps, DialogCloseGesture, DialogRenderApi, DialogTriggerProps } from './Dialog';

export { Dialog, DialogTrigger } from './Dialog';
export type { DialogProps, DialogCloseGesture, DialogRenderApi, DialogTriggerProps } from './Dialog';
export { DialogForm } from './DialogForm';
export type { DialogFormProps } from './DialogForm';

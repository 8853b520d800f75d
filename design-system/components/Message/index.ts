export { MessageProvider, useMessage, messageDurations } from './Message';
export type { MessageApi, MessageOptions, MessageProviderProps, MessageTone, CloseMessage } from './Message';

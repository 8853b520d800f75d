export { DownloadButton, saveFile } from './DownloadButton';
export type { DownloadButtonProps, DownloadedFile } from './DownloadButton';

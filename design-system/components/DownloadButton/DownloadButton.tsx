import { useState } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../Icon';

/** A file to hand to the browser: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

export interface DownloadButtonProps extends Omit<ButtonProps, 'onPress' | 'isLoading' | 'icon'> {
  /**
   * Fetches the file. Resolve to null when there is nothing to save (the caller has already told the user why);
   * while pending the button shows loading and ignores further presses.
   */
  fetchFile(): Promise<DownloadedFile | null>;
  /** Called with the file once it was handed to the browser. */
  onDownloaded?(file: DownloadedFile): void;
}

/** Hands a file to the browser's download, as an `<a download>` click on an object URL. */
export function saveFile({ blob, name }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A button that downloads a file (invoice PDF, an export): loading while the file is fetched, then the browser's
 * save. A failed fetch leaves the button usable again.
 */
export function DownloadButton({ fetchFile, onDownloaded, children, ...rest }: DownloadButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...rest}
      icon={<Icon name="download" size={14} />}
      isLoading={pending}
      onPress={async () => {
        if (pending) return;
        setPending(true);
        try {
          const file = await fetchFile();
          if (file) {
            saveFile(file);
            onDownloaded?.(file);
          }
        } finally {
          setPending(false);
        }
      }}
    >
      {children}
    </Button>
  );
}

import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../Icon';

export interface FileButtonProps extends Omit<ButtonProps, 'onPress' | 'icon'> {
  /** Called with the chosen file (the first when several are dropped on the picker); not called when cancelled. */
  onSelect(file: File): void;
  /** File types the picker offers, as the input's accept list (e.g. `['.xlsx']`). */
  acceptedFileTypes?: readonly string[];
}

/**
 * A button that opens the system's file picker (react-aria FileTrigger: a hidden input, the button keeps focus
 * and keyboard behaviour).
 */
export function FileButton({ onSelect, acceptedFileTypes, children, ...rest }: FileButtonProps) {
  return (
    <FileTrigger
      {...(acceptedFileTypes ? { acceptedFileTypes: [...acceptedFileTypes] } : {})}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onSelect(file);
      }}
    >
      <Button {...rest} icon={<Icon name="upload" size={14} />}>
        {children}
      </Button>
    </FileTrigger>
  );
}

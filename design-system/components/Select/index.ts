export { Select } from './Select';
export type { SelectProps } from './Select';
export { SelectItem } from './OptionList';
export type { SelectItemProps } from './OptionList';

export { DateRangeField } from './DateRangeField';
export type { DateRangeFieldProps, DateRangeValue } from './DateRangeField';

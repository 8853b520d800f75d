export { TextField, byteLength } from './TextField';
export type { TextFieldProps } from './TextField';

// 打印机管理: the desktop client's printers (spec 02 §7.3 /lms/dy/ver, /lms/dy/info) and the print offsets per invoice type.
export { offsetIssue, compareVersions } from './rules/offsets';

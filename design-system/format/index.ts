export { defaultTimeZone, formatDate, formatDateTime } from './dateTime';
export { formatMoney } from './money';

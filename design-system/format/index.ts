export { defaultTimeZone, formatDate, formatDateTime } from './dateTime';

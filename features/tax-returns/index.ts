// Tax returns: the copy/report state of each reporting period and its actions.
export { actionOf } from './rules/actions';

// Invoice review (开票审核): the queue of invoices submitted for review, passed (issued) or failed with a reason.
export { reviewDetailsPath, reviewQueuePath } from './rules/queue';

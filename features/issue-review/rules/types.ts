// The shapes the rules read: the review calls' (generated) and the invoice face's.
export type { GetReviewListApiArg, ReviewDetail, ReviewItem } from '../api';
export type { InvoiceDetail } from '../../invoices';

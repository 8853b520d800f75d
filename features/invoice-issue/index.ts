// The feature's public face.
export * from './rules';
// The issuing page's entry contract: other pages link to a red invoice, a copy or a blank void with these.
export { issueEntryPath, issueEntryOf, redLinesOf, canRedInvoice, canCopyInvoice, sellerInfoPath, type IssueEntry, type RedLinePick } from './entry';

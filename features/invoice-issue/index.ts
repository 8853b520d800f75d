// The feature's public face.
export * from './rules';
// The issuing page's entry contract: other pages link to a red invoice, a copy or a blank void with these.
// The goods-line conversions the batch issuing reads its sheets with (features/batch-issue).
export { toGoodsLine, type EditLine } from './rules/lineAmounts';
export { rateOptionOfText } from './rules/goodsLines';
export { issueEntryPath, issueEntryOf, redLinesOf, canRedInvoice, canCopyInvoice, sellerInfoPath, type IssueEntry, type RedLinePick } from './entry';

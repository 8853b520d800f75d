// Invoice pre-submission rules (spec 01 §4, §5, §9): pure functions returning RuleIssue[] with
// message keys of namespace `invoice`.
export { validateInvoiceDraft } from './validate';
export { allowedTaxRates, dutyFreeOf, setExempt, cancelExempt, type TaxRateOption } from './taxRates';
export { specialBusinessOf, type CodeBusiness } from './specialBusiness';
export { checkAmountQuota, quotaPeriods, type AmountQuotaInput, type QuotaLimit, type QuotaPeriod } from './quota';
export { deductionNote } from './limits';
export { invoiceMessages } from './messages';
export {
  invoiceTypes,
  taxpayerTypes,
  diskTypes,
  specialBusinessTypes,
  dutyFreeTypes,
  type InvoiceDraft,
  type GoodsLine,
  type IssueContext,
  type InvoiceType,
  type TaxpayerType,
  type DiskType,
  type Provider,
  type SpecialBusinessType,
  type DutyFree,
  type Lslbs,
  type Numeric,
  type YesNo,
  type PurchaserInfo,
  type Review,
  type SellerInfo,
  type SpecificBusinessInfo,
  type ConstructionInfo,
  type RealEstateInfo,
  type RealEstateLeaseInfo,
  type RealEstateSaleInfo,
  type VehicleInfo,
  type FreightInfo,
  type SellerSupplement,
  type CoBuyer,
} from './types';

// The feature's public face.
export * from './rules';
export { TaxBureauAccountDialog } from './components/TaxBureauAccountDialog';
export type { TaxBureauAccountDialogProps } from './components/TaxBureauAccountDialog';
export type { LinkTerminal } from './hooks/useAccountVerify';
export { TaxCategoryDialog } from './components/TaxCategoryDialog';
export type { TaxCategoryDialogProps } from './components/TaxCategoryDialog';
export { useInvoicingIdentity } from './hooks/useInvoicingIdentity';
export { DigitalAccountDialog } from './components/DigitalAccountDialog';
export type { DigitalAccountDialogProps } from './components/DigitalAccountDialog';

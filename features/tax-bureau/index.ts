// The feature's public face.
export * from './rules';
export { TaxBureauAccountDialog } from './components/TaxBureauAccountDialog';
export type { TaxBureauAccountDialogProps } from './components/TaxBureauAccountDialog';
export type { LinkTerminal } from './hooks/useAccountVerify';
export { useInvoicingIdentity } from './hooks/useInvoicingIdentity';

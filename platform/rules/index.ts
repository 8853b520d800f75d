// The contract every business rule returns: a list of issues, empty when all is well.

/** `error` blocks; `confirm` asks the user and may continue; `dialog` opens a dialog. */
export type Severity = 'error' | 'confirm' | 'dialog';

export interface RuleIssue {
  /** Dotted path into the input with the spec's field names, e.g. `purchaserInfo.buyerTaxerName`, `goodsList.3.showName`; '' for the whole input. */
  field: string;
  /** i18next key `namespace:path` present in locales/zh-CN and locales/en-US. */
  key: string;
  /** Interpolation values for the message. */
  params?: Record<string, unknown>;
  severity: Severity;
}

/** Builds an issue; params are left out when empty so that results compare cleanly. */
export function issue(field: string, key: string, severity: Severity = 'error', params?: Record<string, unknown>): RuleIssue {
  return params && Object.keys(params).length > 0 ? { field, key, params, severity } : { field, key, severity };
}

// Every lookup table and state set of spec 01 §3-§4, §9 and spec 02 §3-§4 as typed data.
// Labels are keys in locales/<lng>/lookups.json; the Chinese terms are those of Chinese tax portals.
import { defineLookup, type Lookup, type LookupEntry } from './types';

// ── Invoices ───────────────────────────────────────────────────────────────────────────────────────────────

/** Invoice status filter (spec 01 §4). */
export const invoiceStatusFilter = defineLookup('invoiceStatus', {
  '2': 'info', // issuing
  '3': 'success', // issued
  '101': 'danger', // failed
  '103': 'neutral', // voided
  '11': 'warning', // under review
  '12': 'success', // review passed
  '111': 'danger', // review failed
});
export type InvoiceStatusCode = keyof typeof invoiceStatusFilter;
/** The filter's options in the spec's order (object keys would sort the numeric codes). */
export const invoiceStatusFilterCodes: readonly InvoiceStatusCode[] = ['2', '3', '101', '103', '11', '12', '111'];

/** Audit state (spec 02 §3.1): the invoice statuses plus 1, an agent's application. */
export const auditState = defineLookup('auditState', {
  '1': 'info',
  '2': 'info',
  '3': 'success',
  '101': 'danger',
  '103': 'neutral',
  '11': 'warning',
  '12': 'success',
  '111': 'danger',
});
export type AuditStateCode = keyof typeof auditState;
export const auditStateCodes: readonly AuditStateCode[] = ['1', '2', '3', '101', '103', '11', '12', '111'];

/** Invoice kind (spec 01 §4, spec 02 §3.1): blue, red, blank-voided, blue-voided, red-voided. */
export const invoiceKind = defineLookup('invoiceKind', {
  '0': 'info',
  '1': 'danger',
  '2': 'neutral',
  '3': 'neutral',
  '4': 'neutral',
});
export type InvoiceKindCode = keyof typeof invoiceKind;

/**
 * Invoice type codes of both specs. 004-028 are the tax-control (paper/electronic) types; 81-88 the fully
 * digital ones; 01, 03, 04, 08, 10, 15 are the national platform's type codes that spec 02 lists among the
 * digital types (read with the platform's names); 51 the rail e-ticket.
 */
export const invoiceType = defineLookup('invoiceType', {
  '004': null,
  '005': null,
  '006': null,
  '007': null,
  '009': null,
  '025': null,
  '026': null,
  '028': null,
  '81': null,
  '82': null,
  '83': null,
  '84': null,
  '85': null,
  '86': null,
  '01': null,
  '03': null,
  '04': null,
  '08': null,
  '10': null,
  '15': null,
  '51': null,
});
export type InvoiceTypeCode = keyof typeof invoiceType;

/** The types the issuing pre-checks cover (spec 01 §5, §9). */
export const issuableInvoiceTypes = ['004', '007', '025', '026', '028', '81', '82', '85', '86'] as const;
export type IssuableInvoiceType = (typeof issuableInvoiceTypes)[number];
/** Paper and electronic tax-control types (spec 01 §5 'Paper/electronic pre-checks', plus the roll 025). */
export const taxControlInvoiceTypes: readonly IssuableInvoiceType[] = ['004', '007', '025', '026', '028'];
/** Fully digital types (spec 01 §5 'Full-electronic'). */
export const fullyDigitalInvoiceTypes: readonly IssuableInvoiceType[] = ['81', '82', '85', '86'];
/** Special (VAT-deductible) invoices: 004, 028, 81, 85. */
export const specialInvoiceTypes: readonly IssuableInvoiceType[] = ['004', '028', '81', '85'];

/** Copy/report status (spec 01 §4) and declaration status (spec 02 §3.1): the same four states. */
export const declarationStatus = defineLookup('declarationStatus', {
  '1': 'neutral', // not in the period
  '2': 'warning', // not reported
  '3': 'warning', // declare first, then write back
  '4': 'success', // written back
});
export type DeclarationStatusCode = keyof typeof declarationStatus;
export const copyReportStatus: Lookup<DeclarationStatusCode> = declarationStatus;

/** Duty-free type, the goods line's lslbs (spec 01 §9): 0 normal, 1 exempt, 2 non-taxable, 3 ordinary zero rate. */
export const dutyFreeType = defineLookup('dutyFreeType', { '0': null, '1': null, '2': null, '3': null });
export type DutyFreeTypeCode = keyof typeof dutyFreeType;

/** Tax-free type as spec 02 §3.1 reads it: 1 export exempt, 2 not taxed, 3 zero rate, any other code normal. */
export const taxFreeType = defineLookup('taxFreeType', { '1': null, '2': null, '3': null, normal: null });
export type TaxFreeTypeCode = keyof typeof taxFreeType;

/** Special business types (tdyslxdm, spec 02 §3.1). */
export const specialBusinessType = defineLookup('specialBusinessType', {
  '01': null, // refined oil
  '03': null, // construction
  '04': null, // freight
  '05': null, // property sale
  '06': null, // property lease
  '09': null, // passenger transport
  '12': null, // own farm produce
  '13': null, // tractors and combines
  '14': null, // motor vehicles
  '16': null, // farm produce purchase
  '17': null, // photovoltaic purchase
  '24': null, // scrap purchase
});
export type SpecialBusinessTypeCode = keyof typeof specialBusinessType;

/**
 * Voucher types 01-09 (spec 02 §3.1 gives only the range). Read as the deduction voucher types of a
 * fully digital invoice with deduction (差额征税扣除凭证), the only 01-09 voucher list of the platform.
 */
export const voucherType = defineLookup('voucherType', {
  '01': null,
  '02': null,
  '03': null,
  '04': null,
  '05': null,
  '06': null,
  '07': null,
  '08': null,
  '09': null,
});
export type VoucherTypeCode = keyof typeof voucherType;

/** Transport type for passenger transport lines (spec 02 §3.1). */
export const transportType = defineLookup('transportType', {
  '1': null,
  '2': null,
  '3': null,
  '4': null,
  '5': null,
  '6': null,
  '7': null,
  '9': null,
});
export type TransportTypeCode = keyof typeof transportType;

/** Coding sources of a goods line (noteObj / ssflbmSource, spec 02 §3.1). */
export const codingSource = defineLookup('codingSource', {
  '2': null, // goods store
  '4': 'info', // AI coding
  '5': null, // default
  '6': null, // Excel
  '8': null, // specified
  '9': null, // common
});
export type CodingSourceCode = keyof typeof codingSource;

/** A batch tax-rate choice: the rate (decimal string) and the duty-free type it sets. */
export interface BatchTaxRate extends LookupEntry {
  /** Rate as a decimal string, e.g. '0.015'. */
  readonly rate: string;
  /** lslbs written with the rate: 1 exempt, 2 non-taxable, 3 ordinary zero rate, '' for a positive rate. */
  readonly lslbs: '' | '1' | '2' | '3';
}
function rate(id: string, value: string, lslbs: BatchTaxRate['lslbs'] = ''): BatchTaxRate {
  return { key: `lookups:batchTaxRate.${id}`, rate: value, lslbs };
}
/** Batch tax rates (spec 02 §3.1), in the order the menu shows them. Rate 0 alone is the ordinary zero rate. */
export const batchTaxRates = Object.freeze({
  exempt: rate('exempt', '0', '1'),
  nonTaxable: rate('nonTaxable', '0', '2'),
  '0': rate('r0', '0', '3'),
  '0.01': rate('r1', '0.01'),
  '0.015': rate('r1_5', '0.015'),
  '0.02': rate('r2', '0.02'),
  '0.03': rate('r3', '0.03'),
  '0.04': rate('r4', '0.04'),
  '0.05': rate('r5', '0.05'),
  '0.06': rate('r6', '0.06'),
  '0.09': rate('r9', '0.09'),
  '0.1': rate('r10', '0.1'),
  '0.11': rate('r11', '0.11'),
  '0.13': rate('r13', '0.13'),
} satisfies Record<string, BatchTaxRate>);
export type BatchTaxRateCode = keyof typeof batchTaxRates;
export const batchTaxRateCodes: readonly BatchTaxRateCode[] = [
  'exempt',
  'nonTaxable',
  '0',
  '0.01',
  '0.015',
  '0.02',
  '0.03',
  '0.04',
  '0.05',
  '0.06',
  '0.09',
  '0.1',
  '0.11',
  '0.13',
];

/** Batch operations on goods lines (spec 02 §3.1). */
export const batchGoodsOperation = defineLookup('batchGoodsOperation', {
  aiCoding: null,
  rename: null,
  changeUnit: null,
  changeTaxRate: null,
  mergeSameGoods: null,
  setTaxFree: null,
  cancelTaxFree: null,
  changePreference: null,
  changeCoalType: null,
  changeDiscount: null,
  deleteDiscount: null,
  deleteGoods: null,
});
export type BatchGoodsOperationCode = keyof typeof batchGoodsOperation;

// ── Orders and tasks ───────────────────────────────────────────────────────────────────────────────────────

/** Order status pushed on the socket (ddzt, spec 01 §4). */
export const orderStatus = defineLookup('orderStatus', {
  '0': 'success', // issued
  '1': 'info', // queued
  '2': 'neutral', // cancelled
  '3': 'info', // issuing
  '4': 'danger', // failed
  '5': 'neutral', // expired after 48 h
  '6': 'info', // editing
  '7': 'neutral', // not executed
  '8': 'warning', // delayed
  '9': 'info', // priority
  '10': 'info', // cancelling
  '11': 'warning', // awaiting manual handling
  '12': 'warning', // awaiting manual cancel
  '103': 'neutral', // voided: see orderCompletedCodes
});
export type OrderStatusCode = keyof typeof orderStatus;
/**
 * Completed orders: issued (0), cancelled (2) and voided. Spec 01 §4 names 'voided' completed but gives it no
 * order code; we read it as 103, the voided code of the invoice status list, which no order state uses.
 */
export const orderCompletedCodes: ReadonlySet<string> = new Set<OrderStatusCode>(['0', '2', '103']);

/** Robot task state (spec 01 §4). */
export const robotTaskState = defineLookup('robotTaskState', {
  '0': 'success', // finished
  '1': 'info', // processing
  '2': 'warning', // waiting for face scan
  '3': 'warning', // waiting for tax-bureau login
  '4': 'danger', // invoices used up
  '5': 'info', // queued
  '-1': 'neutral', // unknown
});
export type RobotTaskStateCode = keyof typeof robotTaskState;
/** Completion estimate in minutes by robot task state (spec 01 §4): '1' about 45, '3' about 15, '0' none. */
export const robotTaskEstimateMinutes: Readonly<Partial<Record<RobotTaskStateCode, number>>> = { '1': 45, '3': 15 };

/** The simple task state (spec 01 §4): 0 done, 1 to issue. */
export const simpleTaskState = defineLookup('simpleTaskState', { '0': 'success', '1': 'warning' });
export type SimpleTaskStateCode = keyof typeof simpleTaskState;

// ── Terminals and service ──────────────────────────────────────────────────────────────────────────────────

/** Terminal online status (spec 02 §3.1). */
export const terminalOnlineStatus = defineLookup('terminalOnlineStatus', {
  '0': 'neutral',
  '1': 'success',
  '2': 'danger',
  '-321': 'danger',
});
export type TerminalOnlineStatusCode = keyof typeof terminalOnlineStatus;

/** Terminal filter (spec 01 §4): online 1, offline 2, unavailable -321, unknown 0, in that order. */
export const terminalFilter = defineLookup('terminalFilter', { '1': null, '2': null, '-321': null, '0': null });
export type TerminalFilterCode = keyof typeof terminalFilter;
export const terminalFilterCodes: readonly TerminalFilterCode[] = ['1', '2', '-321', '0'];

/** Disk online (spec 01 §4): 1 normal, any other value the disk is not inserted (see diskOnlineEntry). */
export const diskOnline = defineLookup('diskOnline', { '1': 'success', notInserted: 'danger' });

/**
 * Service status of the package / terminal (spec 01 §4, spec 02 §4): 0 not activated, 1 normal, 3 activation
 * failed, 4 expired (or hosting expired), 6 stopped. Tones by spec 02 §4 'Colouring': 1 success, 0 or 2
 * warning, 3 to 6 danger.
 */
export const packageServiceStatus = defineLookup('packageServiceStatus', {
  '0': 'warning',
  '1': 'success',
  '3': 'danger',
  '4': 'danger',
  '6': 'danger',
});
export type PackageServiceStatusCode = keyof typeof packageServiceStatus;

/** Service status as the lookup list reads it (spec 02 §3.1): 1 expired ... 5 open, 6 stopped. */
export const serviceStatusLookup = defineLookup('serviceStatusLookup', {
  '1': 'danger', // expired
  '2': 'warning', // awaiting intake
  '3': 'warning', // awaiting terminal binding
  '4': 'warning', // awaiting application
  '5': 'success', // open
  '6': 'danger', // stopped
});
export type ServiceStatusLookupCode = keyof typeof serviceStatusLookup;

/** Disk types (spec 02 §3.1). */
export const diskType = defineLookup('diskType', { '2': null, '4': null, '6': null, '7': null });
export type DiskTypeCode = keyof typeof diskType;

/** qdStatus of a terminal (spec 01 §4): 0 not passed, 1 passed, 2 unverified, above 2 an error (see qdStatusEntry). */
export const qdStatus = defineLookup('qdStatus', { '0': 'warning', '1': 'success', '2': 'neutral', error: 'danger' });

/** Verification status as the lookup list reads it (spec 02 §3.1): 1 verified, 2 unverified, 3 failed. */
export const verificationStatus = defineLookup('verificationStatus', { '1': 'success', '2': 'neutral', '3': 'danger' });
export type VerificationStatusCode = keyof typeof verificationStatus;

/** Mount type (spec 01 §4): 1 a success label, 2 an error label. */
export const mountType = defineLookup('mountType', { '1': 'success', '2': 'danger' });
export type MountTypeCode = keyof typeof mountType;

/** Apply status (spec 02 §3.1). */
export const applyStatus = defineLookup('applyStatus', { '1': 'info', '2': 'success', '3': 'neutral', '4': 'neutral' });
export type ApplyStatusCode = keyof typeof applyStatus;

/** Provider editions (spec 01 §3): cloud invoicing vs shared edition. */
export const providerEdition = defineLookup('providerEdition', { cloud: null, shared: null });
export type ProviderEdition = keyof typeof providerEdition;

/**
 * Provider codes (tsp) and their edition (spec 01 §3). HT200 appears in the terminal's tsp list but in neither
 * edition list: it stays unclassified (null) rather than being guessed.
 */
export const providerCodes = Object.freeze({
  IT100: 'shared',
  IT150: 'shared',
  IT160: 'shared',
  IT200: 'cloud',
  IT300: 'cloud',
  IT500: 'cloud',
  IT600: 'cloud',
  WT200: 'cloud',
  HT200: null,
} satisfies Record<string, ProviderEdition | null>);
export type ProviderCode = keyof typeof providerCodes;
/** Providers whose terminals offer agency login (spec 02 §3: IT160 and IT600). */
export const agencyLoginProviders: ReadonlySet<string> = new Set<ProviderCode>(['IT160', 'IT600']);

// ── Accounts and tax-bureau login ──────────────────────────────────────────────────────────────────────────

/** Taxpayer types (spec 02 §3.1; the issuing rules' IssueContext). */
export const taxpayerType = defineLookup('taxpayerType', { '01': null, '02': null, '08': null, '05': null, '04': null });
export type TaxpayerTypeCode = keyof typeof taxpayerType;

/** Tax-bureau login identities, dlsf (spec 02 §3.1, §6); 99 is accepted by the import check only. */
export const loginIdentity = defineLookup('loginIdentity', {
  '1': null, // finance head
  '2': null, // legal representative
  '3': null, // tax handler
  '4': null, // ticket buyer
  '5': null, // ordinary admin
  '7': null, // issuer
  '99': null, // other (import only)
});
export type LoginIdentityCode = keyof typeof loginIdentity;
/** Identities a user may pick in the account form (99 is not offered). */
export const selectableLoginIdentities: readonly LoginIdentityCode[] = ['1', '2', '3', '4', '5', '7'];
/** Identities the enterprise import accepts (spec 02 §5). */
export const importLoginIdentities: ReadonlySet<string> = new Set<LoginIdentityCode>(['1', '2', '3', '4', '5', '7', '99']);
/** Identities allowed to change the face-scan interval (spec 02 §5, §6): finance head and legal representative. */
export const faceScanIdentities: ReadonlySet<string> = new Set<LoginIdentityCode>(['1', '2']);

/** Account origin (spec 02 §3.1). */
export const accountOrigin = defineLookup('accountOrigin', { '0': null, '1': null, '2': null });
export type AccountOriginCode = keyof typeof accountOrigin;

/** Channel (spec 02 §3.1): 1 web, 2 mobile web. */
export const channel = defineLookup('channel', { '1': null, '2': null });
export type ChannelCode = keyof typeof channel;

/** Device type of the login profile (spec 02 §3): 0 soft certificate, 1 single disk. */
export const deviceType = defineLookup('deviceType', { '0': null, '1': null });
export type DeviceTypeCode = keyof typeof deviceType;

/** Sync record status (spec 02 §4): 0 syncing, 1 success, 2 failed (the reason is shown only for 2). */
export const syncRecordStatus = defineLookup('syncRecordStatus', { '0': 'info', '1': 'success', '2': 'danger' });
export type SyncRecordStatusCode = keyof typeof syncRecordStatus;

/** Login result codes (spec 02 §4). */
export const loginResultCode = defineLookup('loginResultCode', {
  S000: 'success',
  F000: 'danger',
  SMS: 'info',
  QRCODE: 'info',
});
export type LoginResultCode = keyof typeof loginResultCode;

/** Face-scan interval unit (spec 02 §3): 1 hours, 2 days. */
export const faceScanType = defineLookup('faceScanType', { '1': null, '2': null });
export type FaceScanTypeCode = keyof typeof faceScanType;

/** Which app scans the tax-bureau QR code (spec 02 §3, §4): 0 tax app, 1 personal income tax app. */
export const qrCodeType = defineLookup('qrCodeType', { '0': null, '1': null });
export type QrCodeTypeCode = keyof typeof qrCodeType;

// ── Red-letter sheets ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Red-letter sheet status (platform/api/openapi/redLetter.yaml). The spec names the pages, not the
 * states: the digital codes 01-08 are those of the tax bureau's fully-digital confirmation sheet; 10-12 are the
 * portal's codes for a paper information sheet under review, approved and refused.
 */
export const redSheetStatus = defineLookup('redSheetStatus', {
  '01': 'success', // no confirmation needed
  '02': 'warning', // seller entered, awaiting the buyer
  '03': 'warning', // buyer entered, awaiting the seller
  '04': 'success', // both confirmed
  '05': 'neutral', // void: the buyer refused
  '06': 'neutral', // void: the seller refused
  '07': 'neutral', // void: not confirmed in 72 hours
  '08': 'neutral', // void: revoked
  '10': 'info', // paper: under review
  '11': 'success', // paper: approved
  '12': 'danger', // paper: refused
});
export type RedSheetStatusCode = keyof typeof redSheetStatus;
/** The states a red invoice may be issued from. */
export const redSheetIssuableCodes: ReadonlySet<string> = new Set<RedSheetStatusCode>(['01', '04', '11']);

/** Why an invoice is redeemed (the reasons of the tax bureau's red-letter forms). */
export const redReason = defineLookup('redReason', { '01': null, '02': null, '03': null, '04': null });
export type RedReasonCode = keyof typeof redReason;

/** Who entered a sheet: this side (sent) or the other party (received). */
export const redSheetDirection = defineLookup('redSheetDirection', { sent: null, received: null });

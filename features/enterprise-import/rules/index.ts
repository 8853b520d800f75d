// Enterprise batch-import row checks (spec 02 §5 'Enterprise import row checks'). Pure: message keys only.
import { isStrictMobile } from '../../validators';

/** One spreadsheet row (spec 02 §3 'Enterprise import row'); cells may arrive as text, numbers or be missing. */
export interface ImportRow {
  /** Enterprise name. */
  taxerName?: unknown;
  /** Enterprise tax ID. */
  taxerId?: unknown;
  /** Login identity code. */
  dlsf?: unknown;
  /** Login account. */
  dlzh?: unknown;
  /** Login password. */
  dlmm?: unknown;
  /** Real-name mobile of the login account. */
  bsrysjhm?: unknown;
  /** The enterprise's main account (a mobile), optional. */
  mainAccountMobile?: unknown;
}

/**
 * The checks in the spec's order, each with the field it points at and its message key.
 * The first failing check is the row's result; a row failing none is `ok` (正确).
 */
export const importCheckMap = {
  duplicate: { field: '', key: 'enterpriseImport:row.duplicate' },
  nameRequired: { field: 'taxerName', key: 'enterpriseImport:row.nameRequired' },
  nameHalfWidth: { field: 'taxerName', key: 'enterpriseImport:row.nameHalfWidth' },
  nameBrackets: { field: 'taxerName', key: 'enterpriseImport:row.nameBrackets' },
  taxIdRequired: { field: 'taxerId', key: 'enterpriseImport:row.taxIdRequired' },
  taxIdInvalid: { field: 'taxerId', key: 'enterpriseImport:row.taxIdInvalid' },
  identityRequired: { field: 'dlsf', key: 'enterpriseImport:row.identityRequired' },
  identityInvalid: { field: 'dlsf', key: 'enterpriseImport:row.identityInvalid' },
  accountRequired: { field: 'dlzh', key: 'enterpriseImport:row.accountRequired' },
  passwordRequired: { field: 'dlmm', key: 'enterpriseImport:row.passwordRequired' },
  mobileInvalid: { field: 'bsrysjhm', key: 'enterpriseImport:row.mobileInvalid' },
  mainAccountInvalid: { field: 'mainAccountMobile', key: 'enterpriseImport:row.mainAccountInvalid' },
  ok: { field: '', key: 'enterpriseImport:row.ok' },
} as const;

export type ImportCheck = keyof typeof importCheckMap;
export type ImportRowStatus = 'ok' | 'error';

/** The result of one row: exactly one per input row, in input order. */
export interface ImportRowResult {
  /** 0-based position of the row in the input (the sheet's row number is the caller's business). */
  index: number;
  /** 'ok' only when every check passes. */
  status: ImportRowStatus;
  /** Which check decided the row ('ok' when none failed). */
  check: ImportCheck;
  /** Field the message points at; '' for 数据重复 (the whole row) and for 正确. */
  field: string;
  /** Message key in namespace enterpriseImport: the spec's text (数据重复 ... 正确). */
  key: string;
  /** For 数据重复: index of the first row with the same taxerId and login account. */
  duplicateOf?: number;
}

/** Login identities the import accepts: 1, 2, 3, 4, 5, 7 and 99 (spec 02 §3.1, §5). */
export const IMPORT_LOGIN_IDENTITIES: ReadonlySet<string> = new Set(['1', '2', '3', '4', '5', '7', '99']);

/** Tax ID: 15 to 20 digits or capitals, excluding I and O (spec 02 §5, §9). */
const TAX_ID = /^[0-9A-HJ-NP-Z]{15,20}$/;
/** Half-width brackets or any whitespace (including the ideographic space) in a name. */
const HALF_WIDTH_OR_SPACE = /[()\s]/;
const FULL_WIDTH_OPEN = 0xff08;
const FULL_WIDTH_CLOSE = 0xff09;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Full-width brackets balanced and properly nested: never a close before its open, none left open. */
function bracketsPaired(name: string): boolean {
  let depth = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === FULL_WIDTH_OPEN) depth++;
    else if (c === FULL_WIDTH_CLOSE && --depth < 0) return false;
  }
  return depth === 0;
}

/** The first failing check of one row, duplicates aside. Values are checked as they will be imported (untrimmed). */
function checkRow(row: ImportRow): ImportCheck {
  const name = text(row.taxerName);
  if (name.trim() === '') return 'nameRequired';
  if (HALF_WIDTH_OR_SPACE.test(name)) return 'nameHalfWidth';
  if (!bracketsPaired(name)) return 'nameBrackets';

  // Not trimmed: a stray space would be imported with the tax ID, so it is reported (spec 02 §5 pattern).
  const taxerId = text(row.taxerId);
  if (taxerId.trim() === '') return 'taxIdRequired';
  if (!TAX_ID.test(taxerId)) return 'taxIdInvalid';

  // spec 02 §5 names the required identity/account/password checks without texts: the portal's words, 'empty' before
  // 'wrong' as for the name and the tax ID, because an accountant reads 账号身份有误 on a blank cell as a puzzle.
  const dlsf = text(row.dlsf).trim();
  if (dlsf === '') return 'identityRequired';
  if (!IMPORT_LOGIN_IDENTITIES.has(dlsf)) return 'identityInvalid';
  if (text(row.dlzh).trim() === '') return 'accountRequired';
  if (text(row.dlmm) === '') return 'passwordRequired';

  // spec 02 §5 gives the real-name mobile no 'empty' text: the pattern applies to every row, so an empty one is
  // 手机号码有误; the main account is optional and checked only when given.
  if (!isStrictMobile(text(row.bsrysjhm))) return 'mobileInvalid';
  const main = text(row.mainAccountMobile);
  if (main.trim() !== '' && !isStrictMobile(main)) return 'mainAccountInvalid';
  return 'ok';
}

/**
 * Checks imported enterprise rows (spec 02 §5), one result per row in input order, in the spec's order of checks.
 * Duplicates (same taxerId and login account dlzh, both given) are found in one pass: the first occurrence is checked
 * normally and every later one is 数据重复, so that importing the correct rows keeps exactly one copy.
 */
export function checkImportRows(rows: readonly (ImportRow | null | undefined)[] | null | undefined): ImportRowResult[] {
  const list = Array.isArray(rows) ? rows : [];
  const firstSeen = new Map<string, number>();
  const results: ImportRowResult[] = new Array(list.length);
  for (let index = 0; index < list.length; index++) {
    const raw: unknown = list[index];
    const row: ImportRow = raw !== null && typeof raw === 'object' ? raw : {};
    const taxerId = text(row.taxerId);
    const dlzh = text(row.dlzh);
    if (taxerId.trim() !== '' && dlzh.trim() !== '') {
      const identity = `${taxerId}\u0000${dlzh}`;
      const first = firstSeen.get(identity);
      if (first !== undefined) {
        results[index] = { index, status: 'error', check: 'duplicate', ...importCheckMap.duplicate, duplicateOf: first };
        continue;
      }
      firstSeen.set(identity, index);
    }
    const check = checkRow(row);
    results[index] = { index, status: check === 'ok' ? 'ok' : 'error', check, ...importCheckMap[check] };
  }
  return results;
}

export * from './sheet';

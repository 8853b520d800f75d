// spec 01 §6 (a permission check call exists: /v2/auth/v2/perm/check with permCode; fine-grained roles exist). The
// codes the portal checks and the pages that need one; the spec shows neither, so both are our choice
// (docs/organisation/staff-roles-departments.md). An organisation's roles grant them (角色管理); the server answers.

/** The permission codes the portal checks, by what they guard. */
export const permCodes = {
  issue: 'invoice:issue',
  void: 'invoice:void',
  red: 'invoice:red',
  export: 'invoice:export',
  taxBureauLink: 'taxBureau:link',
  staff: 'org:staff',
  role: 'org:role',
  department: 'org:department',
} as const;
export type PermCodeName = keyof typeof permCodes;
export type PermCode = (typeof permCodes)[PermCodeName];

/** The name of a code in the permissions catalogue (message keys use names: i18next reads ':' as a namespace). */
export function permCodeName(code: string): PermCodeName | null {
  const found = (Object.keys(permCodes) as PermCodeName[]).find((name) => permCodes[name] === code);
  return found ?? null;
}

/**
 * The permission a page needs beyond the menu, by page id: a member of a role without it gets the 403 page on the
 * next navigation. Pages not listed need none.
 */
const pagePermissions: Readonly<Partial<Record<string, PermCode>>> = {
  invoiceIssue: permCodes.issue,
  negativeIssue: permCodes.issue,
  batchIssue: permCodes.issue,
  blankVoid: permCodes.void,
  batchVoid: permCodes.void,
  redSheetApply: permCodes.red,
  staffAccounts: permCodes.staff,
  roles: permCodes.role,
  roleEditor: permCodes.role,
  defaultPermissions: permCodes.role,
  departments: permCodes.department,
};

/** The code the page needs, or null. */
export function pagePermission(pageId: string): PermCode | null {
  return pagePermissions[pageId] ?? null;
}

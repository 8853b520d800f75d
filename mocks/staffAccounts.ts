// The staff of an organisation as accounts of the embedded backend (docs/organisation/staff-roles-departments.md):
// each staff record the organisation keeps (mocks/data/organisation.ts) signs in through its organisation's
// entrance, sees the terminals of the enterprises it serves (账号管理's 可服务企业) and is granted what its role grants
// (mocks/handlers/organisation.ts orgPermission). Every handler reaches the signed-in account through `accountOf`.
//
// Passwords (docs/security.md): the client sends the SHA-256 hex of the password. For a staff password an
// administrator gives or resets, the database keeps PBKDF2-HMAC-SHA-256 of that value with a random salt (Web Crypto
// has no argon2id, bcrypt or scrypt); never the password, never the value that signs in, never in a log or an
// address. The fixed demo accounts keep their README passwords in clear in mocks/accounts.ts and are compared by
// their SHA-256, as before; the seeded staff, who no administrator has given a password yet, sign in the same way
// with SEEDED_STAFF_PASSWORD (README).
import { hashPassword } from '../features/account/rules/passwordHash';
import { accountByUid, accountByUsername, type DemoAccount } from './accounts';
import { adminOf, knownOrgs, orgOf, type OrgStore, type StoredPassword, type StoredStaff } from './data/organisation';

/** The password of the seeded staff (staff301…, svc201…) until an administrator resets it (README). */
export const SEEDED_STAFF_PASSWORD = 'Staff@2024';

/**
 * PBKDF2 rounds: OWASP's figure for PBKDF2-HMAC-SHA-256 (2023). About 0.2-0.6 s in a browser or Node, paid on each
 * staff sign-in, add and reset.
 */
export const PASSWORD_ITERATIONS = 600_000;

const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(sent: string, salt: Uint8Array, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(sent), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
}

/** What the database keeps of a password the client sent (its SHA-256 hex). */
export async function sealPassword(sent: string): Promise<StoredPassword> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: b64(salt), hash: b64(await derive(sent, salt, PASSWORD_ITERATIONS)), iterations: PASSWORD_ITERATIONS };
}

/** Whether `sent` is the sealed password; every byte compared, whatever the first difference. */
async function matchesSealed(stored: StoredPassword, sent: string): Promise<boolean> {
  const expected = unb64(stored.hash);
  const actual = new Uint8Array(await derive(sent, unb64(stored.salt), stored.iterations));
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return difference === 0;
}

/** The staff record of an account and its organisation, when the account is one of an organisation's staff. */
export function staffRecordOf(uid: string): { org: OrgStore; staff: StoredStaff } | undefined {
  const demo = accountByUid(uid);
  // A demo account belongs to its own organisation only (members to none): no need to make the others.
  const orgs = demo ? [orgOf(demo)].filter((o): o is OrgStore => o !== undefined) : knownOrgs();
  for (const org of orgs) {
    const staff = org.staff.find((s) => s.uid === uid);
    if (staff) return { org, staff };
  }
  return undefined;
}

/** A staff member as an account: the organisation's administrator's kind of account (role, entrance, scope), its own names. */
function asStaffAccount(base: DemoAccount, staff: StoredStaff): DemoAccount {
  const { password: _clear, noDefaultTerminal: _default, ...shared } = base;
  return {
    ...shared,
    // The demo account's own password (clerk) stays its password until an administrator resets it.
    ...(base.uid === staff.uid && base.password !== undefined ? { password: base.password } : {}),
    uid: staff.uid,
    username: staff.account,
    userName: staff.userName,
    phone: staff.phone,
    accountRoleCode: base.uid === staff.uid ? base.accountRoleCode : base.accountRoleCode.replace(/_ADMIN$/, '_STAFF'),
    servedTaxerIds: [...staff.enterpriseTaxerIds],
  };
}

/**
 * The account of a uid: a demo account, or a staff account of an organisation. A staff member (the clerk too) is
 * read from its record each time, so what an administrator changes on 账号管理 (name, enterprises) holds at once.
 */
export function accountOf(uid: string): DemoAccount | undefined {
  const demo = accountByUid(uid);
  const found = demo?.roleType === 1 ? undefined : staffRecordOf(uid);
  if (!found || found.staff.isAdmin) return demo;
  const base = demo ?? adminOf(found.org);
  return base ? asStaffAccount(base, found.staff) : undefined;
}

/** The account a sign-in names: a demo account's user name, or a staff member's account (as stored, case and all). */
export function accountByLogin(username: string): DemoAccount | undefined {
  const demo = accountByUsername(username);
  if (demo) return accountOf(demo.uid);
  for (const org of knownOrgs()) {
    const staff = org.staff.find((s) => s.account === username);
    if (staff) return accountOf(staff.uid);
  }
  return undefined;
}

/**
 * The staff records (not an organisation's administrator) whose phone is `phone`: the password flow signed out
 * (/forgetPwd, spec 02 §7.2) proves the phone by its SMS code and sets the password of each of them. A staff phone is
 * optional and not unique (docs/organisation/staff-roles-departments.md, Passwords).
 */
export function staffByPhone(phone: string): StoredStaff[] {
  if (!phone) return [];
  return knownOrgs().flatMap((org) => org.staff.filter((s) => !s.isAdmin && s.phone === phone));
}

/**
 * Whether `sent` (the SHA-256 hex the client sends, docs/security.md) is the account's password: the one sealed for a
 * staff member when there is one, else the demo password (the account's own, or the seeded staff's).
 */
export async function passwordMatches(account: DemoAccount, sent: string): Promise<boolean> {
  const found = staffRecordOf(account.uid);
  if (found?.staff.password) return matchesSealed(found.staff.password, sent);
  const clear = account.password ?? (found && !found.staff.isAdmin ? SEEDED_STAFF_PASSWORD : undefined);
  return clear !== undefined && (await hashPassword(clear)) === sent;
}

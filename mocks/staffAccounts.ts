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
import { accountByUid, accountByUsername, demoAccounts, type DemoAccount } from './accounts';
import { enterpriseStore, type StoredMember } from './data/enterprises';
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
 * A member made by approving its membership application (审核列表, mocks/handlers/providerMembers.ts): a member account
 * of its enterprise, signing in at /login with the applicant as its name and the reviewer's initial password
 * (docs/organisation/enterprises-members.md). Its enterprise has no terminal yet (spec 01 §8).
 */
function memberAccount(m: StoredMember & { uid: string }): DemoAccount {
  const base = demoAccounts.member;
  return {
    uid: m.uid,
    username: m.account,
    roleType: 1,
    trueRoleType: 1,
    entrance: '/login',
    userName: m.contact,
    phone: m.phone,
    outletId: base.outletId,
    accountRoleCode: base.accountRoleCode,
    vipLevel: 0,
    memberChannel: m.channel,
    enterpriseTaxerId: m.taxerId,
    scope: 'enterprise',
  };
}

/** The approved members that have an account (a uid and an initial password). */
const memberRecords = () => enterpriseStore().members.filter((m): m is StoredMember & { uid: string } => m.uid !== undefined && m.password !== undefined);

/**
 * The account of a uid: a demo account, an approved member, or a staff account of an organisation. A staff member (the clerk too) is
 * read from its record each time, so what an administrator changes on 账号管理 (name, enterprises) holds at once.
 */
export function accountOf(uid: string): DemoAccount | undefined {
  const demo = accountByUid(uid);
  if (!demo && uid.startsWith('U-M')) {
    const member = memberRecords().find((m) => m.uid === uid);
    return member ? memberAccount(member) : undefined;
  }
  const found = demo?.roleType === 1 ? undefined : staffRecordOf(uid);
  if (!found || found.staff.isAdmin) return demo;
  const base = demo ?? adminOf(found.org);
  return base ? asStaffAccount(base, found.staff) : undefined;
}

/**
 * The account a sign-in names: a demo account's user name, a staff member's account (as stored, case and all), or an
 * approved member's.
 */
export function accountByLogin(username: string): DemoAccount | undefined {
  const demo = accountByUsername(username);
  if (demo) return accountOf(demo.uid);
  for (const org of knownOrgs()) {
    const staff = org.staff.find((s) => s.account === username);
    if (staff) return accountOf(staff.uid);
  }
  const member = memberRecords().find((m) => m.account === username);
  return member ? memberAccount(member) : undefined;
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
 * Whose password the password flow (spec 02 §7.2) sets: signed in, the account's own record when it keeps one (a
 * staff member, an approved member); signed out (/forgetPwd), every such record of the phone the SMS code proved.
 * The demo accounts keep their README passwords.
 */
export function passwordHolders(account: DemoAccount | undefined, phone: string): Array<{ password?: StoredPassword }> {
  if (account) {
    const member = memberRecords().find((m) => m.uid === account.uid);
    if (member) return [member];
    const mine = staffRecordOf(account.uid);
    return mine && !mine.staff.isAdmin ? [mine.staff] : [];
  }
  return phone ? [...staffByPhone(phone), ...memberRecords().filter((m) => m.phone === phone)] : [];
}

/**
 * Whether `sent` (the SHA-256 hex the client sends, docs/security.md) is the account's password: the one sealed for a
 * staff member when there is one, else the demo password (the account's own, or the seeded staff's).
 */
export async function passwordMatches(account: DemoAccount, sent: string): Promise<boolean> {
  const member = account.uid.startsWith('U-M') ? memberRecords().find((m) => m.uid === account.uid) : undefined;
  if (member?.password) return matchesSealed(member.password, sent);
  const found = staffRecordOf(account.uid);
  if (found?.staff.password) return matchesSealed(found.staff.password, sent);
  const clear = account.password ?? (found && !found.staff.isAdmin ? SEEDED_STAFF_PASSWORD : undefined);
  return clear !== undefined && (await hashPassword(clear)) === sent;
}

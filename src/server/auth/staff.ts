import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '../db/schema';
import { newId } from '../ids';
import { decoyHash, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords';
import { isTotpCode, newTotpSecret, takeTotpCode, totpCodeValid } from './second-factor';

export type Staff = Pick<StaffRow, 'id' | 'email' | 'display_name'>;

export class StaffProblem extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;

/** A new password: long enough and hard to guess (ASVS 4.0.3 V2.1.1, V2.1.7). */
async function checkPassword(password: string, context: string[]) {
  const problem = await passwordProblem(password, context);
  if (problem) throw new StaffProblem(`The password is refused: ${problem}`);
}

/** A password for `npm run staff -- add --generate`: 20 random characters, easy to copy. */
export const generatePassword = () => randomBytes(15).toString('base64url');

const nameOf = (email: string) => email.split('@')[0]!;

/**
 * A new account, with its second factor's secret (made here unless given): the caller shows it
 * once, as a QR code, to the coordinator (`npm run staff -- add`).
 */
export async function addStaff(
  db: Kysely<Database>,
  {
    email,
    name,
    password,
    totpSecret = newTotpSecret(),
    generated = false,
  }: {
    email: string;
    name?: string;
    password: string;
    totpSecret?: string;
    /** Made by the system (`--generate`): replaced at the first sign-in, expiring before (ASVS 2.3.1). */
    generated?: boolean;
  },
): Promise<Staff & { totpSecret: string }> {
  const address = normalizeEmail(email);
  if (!isEmail(address)) throw new StaffProblem(`"${email}" is not an email address.`);
  await checkPassword(password, [address, name ?? '']);
  if (await findStaffByEmail(db, address)) throw new StaffProblem(`An account for ${address} exists already.`);
  const staff = { id: newId(), email: address, display_name: name?.trim() || nameOf(address) };
  await db
    .insertInto('staff')
    .values({
      ...staff,
      password_hash: await hashPassword(password),
      totp_secret: totpSecret,
      totp_last_step: null,
      password_change_required: generated ? 1 : 0,
      password_set_at: Date.now(),
      created_at: Date.now(),
    })
    .execute();
  return { ...staff, totpSecret };
}

/** A new second factor for an account (a lost phone): every session of the account ends. */
export async function resetSecondFactor(
  db: Kysely<Database>,
  email: string,
  totpSecret = newTotpSecret(),
): Promise<Staff & { totpSecret: string }> {
  const staff = await findStaffByEmail(db, normalizeEmail(email));
  if (!staff) throw new StaffProblem(`No account for ${email}.`);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ totp_secret: totpSecret, totp_last_step: null }).where('id', '=', staff.id).execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', staff.id).execute();
  });
  return { ...staff, totpSecret };
}

/**
 * A new password; every session of the account ends. `generated`: made by the system, so the
 * coordinator replaces it at the next sign-in and it expires before (ASVS 2.3.1).
 */
export async function resetPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  { generated = false, now = Date.now() }: { generated?: boolean; now?: number } = {},
): Promise<Staff> {
  const staff = await findStaffByEmail(db, normalizeEmail(email));
  if (!staff) throw new StaffProblem(`No account for ${email}.`);
  await checkPassword(password, [staff.email, staff.display_name]);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, password_change_required: generated ? 1 : 0, password_set_at: now })
      .where('id', '=', staff.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', staff.id).execute();
  });
  return staff;
}

/** Removes an account and its sessions; leads assigned to it become unassigned. */
export async function removeStaff(db: Kysely<Database>, email: string): Promise<Staff> {
  const staff = await findStaffByEmail(db, normalizeEmail(email));
  if (!staff) throw new StaffProblem(`No account for ${email}.`);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('leads').set({ assigned_to: null }).where('assigned_to', '=', staff.id).execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', staff.id).execute();
    await trx.deleteFrom('staff').where('id', '=', staff.id).execute();
  });
  return staff;
}

/**
 * For automated deployments (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET): creates the
 * account, or sets its password and second factor to these. The password is checked for
 * strength whenever it is set (a weak one throws StaffProblem), and once for an account from
 * before the check; not at every start, which would load the estimator into every server.
 */
export async function ensureStaff(
  db: Kysely<Database>,
  email: string,
  password: string,
  totpSecret: string,
  now = Date.now(),
): Promise<'created' | 'updated' | 'unchanged'> {
  const address = normalizeEmail(email);
  const existing = await db
    .selectFrom('staff')
    .select(['id', 'display_name', 'password_hash', 'totp_secret', 'password_set_at'])
    .where('email', '=', address)
    .executeTakeFirst();
  if (!existing) {
    await addStaff(db, { email: address, password, totpSecret });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.password_hash, password);
  if (samePassword && existing.password_set_at === null) {
    // Set before passwords were checked for strength (issue 20): checked once now.
    await checkPassword(password, [address, existing.display_name]);
    await db.updateTable('staff').set({ password_set_at: now }).where('id', '=', existing.id).execute();
  }
  if (samePassword && existing.totp_secret === totpSecret) return 'unchanged';
  if (!samePassword) await resetPassword(db, address, password);
  if (existing.totp_secret !== totpSecret) await resetSecondFactor(db, address, totpSecret);
  return 'updated';
}

export const listStaff = (db: Kysely<Database>) =>
  db
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'created_at', 'totp_secret'])
    .orderBy('display_name')
    .orderBy('email')
    .execute()
    .then((rows) => rows.map(({ totp_secret, ...row }) => ({ ...row, secondFactor: totp_secret !== null })));

export const countStaff = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findStaffByEmail = (db: Kysely<Database>, email: string): Promise<Staff | undefined> =>
  db.selectFrom('staff').select(['id', 'email', 'display_name']).where('email', '=', normalizeEmail(email)).executeTakeFirst();

/**
 * The account of a correct email and password, else undefined: the same answer, and about the
 * same time, for an unknown email and a wrong password. (The password alone: for a password
 * change, in a signed-in session. Signing in takes the second factor too: `checkSignIn`.)
 */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<Staff | undefined> {
  if (password.length > MAX_PASSWORD_LENGTH) return undefined;
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
  return row && valid ? { id: row.id, email: row.email, display_name: row.display_name } : undefined;
}

/** How long a generated first password can be used to sign in and replace it (ASVS 2.3.1). */
export const GENERATED_PASSWORD_DAYS = 7;

export type SignInCheck =
  { ok: true; staff: Staff; mustChangePassword: boolean } | { ok: false; reason: 'credentials' | 'no-second-factor' | 'expired-password' };

/**
 * Signing in: the email, the password and a code of the account's second factor, checked together
 * and answered alike whichever is wrong, so a refusal never says that the password was right. A
 * code that is not valid now, or an unknown email, is refused before any hashing: a flood of
 * guesses, which cannot know the code, costs no argon2 time, and both answer as fast. The code is taken (it works once) only with the right password.
 * An account made before the second factor existed is told to get one from an administrator.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  email: string,
  password: string,
  code: string,
  now = Date.now(),
): Promise<SignInCheck> {
  const refused = { ok: false, reason: 'credentials' } as const;
  if (password.length > MAX_PASSWORD_LENGTH || !isTotpCode(code)) return refused;
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'password_hash', 'totp_secret', 'password_change_required', 'password_set_at'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  // An unknown email is answered as fast as a wrong code, so neither is told apart by its time.
  if (!row || (row.totp_secret && !totpCodeValid(row.totp_secret, code, now))) return refused;
  if (!(await verifyPassword(row.password_hash, password))) return refused;
  if (!row.totp_secret) return { ok: false, reason: 'no-second-factor' };
  if (!(await takeTotpCode(db, row.id, row.totp_secret, code, now))) return refused;
  const mustChangePassword = row.password_change_required === 1;
  if (mustChangePassword && Number(row.password_set_at ?? 0) + GENERATED_PASSWORD_DAYS * 24 * 60 * 60_000 < now) {
    return { ok: false, reason: 'expired-password' };
  }
  return { ok: true, staff: { id: row.id, email: row.email, display_name: row.display_name }, mustChangePassword };
}

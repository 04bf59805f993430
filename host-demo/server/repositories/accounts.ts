import crypto from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users, type AccountStatus } from "../db/schema/index.js";
import { accountColumns } from "../lib/accounts/accounts.js";
import { keepOneSuperAdmin } from "../lib/accounts/adminRules.js";

const ADMIN_TYPES = ["ADMIN", "SUPER_ADMIN"] as const;

/** What a new account is made of (its referral code is made here). */
export interface NewAccount {
  full_name: string;
  email: string;
  password_hash: string;
  user_type: "USER" | "ADMIN";
  bussiness_type: "B2B" | "B2C" | null;
  dob: string | null;
  vat_number: string | null;
  contact_number: string | null;
}

/** Every admin and SUPER_ADMIN, by id. */
export const listAdmins = (db: Db) =>
  db.select(accountColumns).from(users).where(inArray(users.user_type, ADMIN_TYPES)).orderBy(users.id);

/**
 * Sets an admin's account status in one transaction that keeps an active SUPER_ADMIN (409 when it
 * would not); any status but ACTIVE ends their session too, so that an un-ban does not revive the
 * old token. Undefined when there is no such admin.
 */
export function setAdminStatus(db: Db, id: number, status: AccountStatus) {
  return db.transaction(async (tx) => {
    if (status !== "ACTIVE") await keepOneSuperAdmin(tx, id);
    const session = status === "ACTIVE" ? {} : { session_id: null };
    const [updated] = await tx
      .update(users)
      .set({ account_status: status, ...session })
      .where(and(eq(users.id, id), inArray(users.user_type, ADMIN_TYPES)))
      .returning(accountColumns);
    return updated;
  });
}

/**
 * Deletes an admin other than `by` in one transaction that keeps an active SUPER_ADMIN (409 when
 * it would not); false when there is no such admin. Throws the database's refusal when records
 * name them.
 */
export async function deleteAdmin(db: Db, id: number, by: number) {
  const deleted = await db.transaction(async (tx) => {
    await keepOneSuperAdmin(tx, id);
    return tx
      .delete(users)
      .where(and(eq(users.id, id), inArray(users.user_type, ADMIN_TYPES), ne(users.id, by)))
      .returning({ id: users.id });
  });
  return deleted.length > 0;
}

/** What signing in checks of the account with this email, or undefined when there is none. */
export async function signInAccount(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      hash: users.password_hash,
      role: users.user_type,
      status: users.account_status,
      full_name: users.full_name,
      image_url: users.image_url,
    })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** A user's account as the Account schema shows it, or undefined. */
export async function findAccount(db: Db, id: number) {
  const [user] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return user;
}

/** The id of the user with this email, or undefined. */
export async function userIdByEmail(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

/** Adds an account with a referral code of its own; throws the database's refusal when the email is taken. */
export async function createAccount(db: Db, values: NewAccount) {
  const [created] = await db
    .insert(users)
    .values({ ...values, referral_code: crypto.randomBytes(4).toString("hex").toUpperCase() })
    .returning({ id: users.id, full_name: users.full_name, email: users.email, user_type: users.user_type });
  return created;
}

/** A user's password hash (null without a password), or undefined when there is no such user. */
export async function passwordHashOf(db: Db, id: number) {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return user?.hash;
}

/** Sets a signed-in user's password (their session goes on). */
export async function setPassword(db: Db, id: number, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, id));
}

/** Sets a recovered password; every live session of that user ends. */
export async function resetPassword(db: Db, email: string, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash, session_id: null }).where(eq(users.email, email));
}

/** Ends this session only: a sign-in that superseded it keeps its own. */
export async function endSession(db: Db, userId: number, sessionId: string) {
  await db
    .update(users)
    .set({ session_id: null })
    .where(and(eq(users.id, userId), eq(users.session_id, sessionId)));
}

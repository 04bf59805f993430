import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { passwordResets } from "../db/schema/index.js";

/** Keeps a new recovery code for an email, replacing any earlier one (its tries, grant and use with it). */
export async function saveResetCode(db: Db, email: string, codeHash: string, expiresAt: string) {
  const row = {
    email,
    code_hash: codeHash,
    expires_at: expiresAt,
    attempts: 0,
    verified_at: null,
    used_at: null,
    reset_token_hash: null,
    reset_expires_at: null,
  };
  await db.insert(passwordResets).values(row).onConflictDoUpdate({ target: passwordResets.email, set: row });
}

/**
 * Counts a try on an email's live code (not expired, verified or used) in the same statement that
 * reads it: of 200 parallel guesses, only the five that got tries 1–5 are compared with the code.
 * Answers the tries so far and the code's hash, or undefined when there is no live code.
 */
export async function countCodeTry(db: Db, email: string) {
  const [reset] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.email, email),
        isNull(passwordResets.used_at),
        isNull(passwordResets.verified_at),
        sql`${passwordResets.expires_at} > now()`,
      ),
    )
    .returning({ attempts: passwordResets.attempts, code_hash: passwordResets.code_hash });
  return reset;
}

/** Marks an email's code verified and keeps the hash of the reset grant it answers. */
export async function grantReset(db: Db, email: string, tokenHash: string, expiresAt: string) {
  await db
    .update(passwordResets)
    .set({ verified_at: new Date().toISOString(), reset_token_hash: tokenHash, reset_expires_at: expiresAt })
    .where(eq(passwordResets.email, email));
}

/** Claims an email's live reset grant, in the same statement that checks it (single use); false when there is none. */
export async function claimResetGrant(db: Db, email: string, tokenHash: string) {
  const claimed = await db
    .update(passwordResets)
    .set({ used_at: new Date().toISOString(), reset_token_hash: null })
    .where(
      and(
        eq(passwordResets.email, email),
        eq(passwordResets.reset_token_hash, tokenHash),
        isNull(passwordResets.used_at),
        sql`${passwordResets.reset_expires_at} > now()`,
      ),
    )
    .returning({ email: passwordResets.email });
  return claimed.length > 0;
}

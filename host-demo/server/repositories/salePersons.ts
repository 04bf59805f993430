import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

const columns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  dob: users.dob,
  contact_number: users.contact_number,
  image_url: users.image_url,
  referral_code: users.referral_code,
  account_status: users.account_status,
  created_at: users.created_at,
  version: users.version,
};

type SalePersonValues = {
  full_name: string;
  email: string;
  dob: string;
  contact_number: string;
  image_url: string | null;
};

const isSalePerson = (id: number) => and(eq(users.id, id), eq(users.user_type, "SALEPERSON"));

/** Every sale person, newest first. */
export const listSalePersons = (db: Db) =>
  db
    .select(columns)
    .from(users)
    .where(eq(users.user_type, "SALEPERSON"))
    .orderBy(desc(users.created_at), desc(users.id));

/** One sale person, or undefined (a user of another type is none). */
export async function findSalePerson(db: Db, id: number) {
  const [person] = await db.select(columns).from(users).where(isSalePerson(id));
  return person;
}

/** Adds a sale person with a referral code of their own; throws the database's refusal when the email is taken. */
export async function createSalePerson(db: Db, values: SalePersonValues) {
  const referral_code = `SP${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
  const [created] = await db
    .insert(users)
    .values({ ...values, user_type: "SALEPERSON", referral_code })
    .returning(columns);
  return created;
}

/**
 * Changes a sale person, only at `version` when one is given (the If-Match); undefined when no
 * row matched. Throws the database's refusal when the email is taken.
 */
export async function updateSalePerson(db: Db, id: number, values: SalePersonValues, version: number | undefined) {
  const [updated] = await db
    .update(users)
    .set(values)
    .where(and(isSalePerson(id), atVersion(users.version, version)))
    .returning(columns);
  return updated;
}

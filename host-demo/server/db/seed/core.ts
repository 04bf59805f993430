import { eq } from "drizzle-orm";
import { userAddresses, users } from "../schema/index.js";
import type { Database } from "../client.js";
import { hashPassword } from "../../lib/accounts/password.js";
import type { SeedContext } from "./context.js";
import { COMPANY_WORDS, createRandom, EUROPE, FIRST_NAMES, insertInChunks, LAST_NAMES } from "./random.js";

/** The demo accounts documented in the README (demo credentials live only here and there). */
export const DEMO_ACCOUNTS = [
  { email: "superadmin@shop.test", password: "SuperAdmin#2026", full_name: "Sam Superadmin", user_type: "SUPER_ADMIN" },
  { email: "admin@shop.test", password: "Admin#2026", full_name: "Alex Admin", user_type: "ADMIN" },
  { email: "customer@shop.test", password: "Customer#2026", full_name: "Chris Customer", user_type: "USER" },
] as const;

const CUSTOMERS_PER_SCALE = 80;

/** Accounts, then customers (B2B with VAT numbers and B2C) with addresses and referral codes. */
export async function seedCore(database: Database, context: SeedContext): Promise<void> {
  const random = createRandom(2026);
  const { db } = database;
  const now = Date.now();
  const day = 86_400_000;

  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      full_name: account.full_name,
      email: account.email,
      password_hash: await hashPassword(account.password),
      user_type: account.user_type,
      bussiness_type: account.user_type === "USER" ? "B2C" : null,
      contact_number: "4930123456" + (account.user_type === "USER" ? "7" : "0"),
      dob: "1990-04-12",
      country_name: "Germany",
      referral_code: account.user_type === "USER" ? "CHRIS2026" : null,
      created_at: new Date(now - 400 * day).toISOString(),
    });
  }

  // Demo customers cannot sign in with a known password; one hash keeps the seed fast.
  const sharedHash = await hashPassword(`unknown-${random.next()}`);
  const count = context.counts?.customers ?? Math.max(60, Math.round(CUSTOMERS_PER_SCALE * context.scale));
  const customers = Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const place = random.pick(EUROPE);
    const b2b = random.chance(0.35);
    return {
      full_name: b2b ? `${first} ${last} (${random.pick(COMPANY_WORDS)} ${last} GmbH)` : `${first} ${last}`,
      email: `${first}.${last}.${index}@example.com`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9.@]/g, ""),
      password_hash: sharedHash,
      user_type: "USER" as const,
      account_status: random.chance(0.06) ? ("RESTRICTED" as const) : ("ACTIVE" as const),
      contact_number: `${random.int(30, 49)}${random.int(10_000_000, 99_999_999)}`,
      dob: `${random.int(1960, 2004)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      bussiness_type: b2b ? ("B2B" as const) : ("B2C" as const),
      vat_number: b2b ? `${place.code}${random.int(100_000_000, 999_999_999)}` : null,
      country_name: place.country,
      referral_code: `R${(index + 1).toString(36).toUpperCase().padStart(5, "0")}`,
      used_referral_code: null as string | null,
      created_at: new Date(now - random.int(0, 420) * day - random.int(0, day)).toISOString(),
    };
  });
  // Some customers were referred by earlier customers.
  for (let index = 10; index < customers.length; index++) {
    if (random.chance(0.2)) customers[index].used_referral_code = customers[random.int(0, index - 1)].referral_code;
  }
  const inserted: { id: number; country_name: string | null }[] = [];
  await insertInChunks(customers, 1000, async (chunk) => {
    inserted.push(
      ...(await db.insert(users).values(chunk).returning({ id: users.id, country_name: users.country_name })),
    );
  });
  const [demoCustomer] = await db.select({ id: users.id }).from(users).where(eq(users.email, "customer@shop.test"));
  const addressOwners = [...inserted, { id: demoCustomer.id, country_name: "Germany" }];
  const addresses = addressOwners.flatMap((owner) => {
    const place = EUROPE.find((entry) => entry.country === owner.country_name) ?? EUROPE[0];
    return Array.from({ length: random.int(1, 2) }, () => {
      const state = random.pick(place.states);
      return {
        user_id: owner.id,
        street: `${random.pick(["Hauptstraße", "Rue de la Paix", "Kerkstraat", "Calle Mayor", "Via Roma", "Ringstraße"])} ${random.int(1, 180)}`,
        city: random.pick(state.cities),
        state: state.name,
        country: place.country,
      };
    });
  });
  await insertInChunks(addresses, 1000, (chunk) => db.insert(userAddresses).values(chunk));
  context.log.info({ customers: count }, "seeded accounts and customers");
}

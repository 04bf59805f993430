import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recordVersion } from "./version.js";

export const USER_TYPES = ["USER", "ADMIN", "SUPER_ADMIN", "SALEPERSON"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ACCOUNT_STATUSES = ["ACTIVE", "RESTRICTED", "BANNED"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const BUSINESS_TYPES = ["B2B", "B2C"] as const;

/** Customers, sale persons and admins: one table, told apart by user_type (as the spec's API). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    full_name: text("full_name").notNull(),
    /** Stored lower-case; unique. */
    email: text("email").notNull().unique(),
    password_hash: text("password_hash"),
    user_type: text("user_type").$type<UserType>().notNull(),
    account_status: text("account_status").$type<AccountStatus>().notNull().default("ACTIVE"),
    contact_number: text("contact_number"),
    dob: text("dob"),
    bussiness_type: text("bussiness_type", { enum: BUSINESS_TYPES }),
    vat_number: text("vat_number"),
    country_name: text("country_name"),
    referral_code: text("referral_code").unique(),
    used_referral_code: text("used_referral_code"),
    image_url: text("image_url"),
    age_limit: boolean("age_limit").notNull().default(true),
    /** The one live session: a token whose `sid` differs was superseded by a newer sign-in. */
    session_id: text("session_id"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [index("users_type_idx").on(t.user_type), index("users_created_idx").on(t.created_at)],
);

export const userAddresses = pgTable(
  "user_addresses",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state"),
    country: text("country").notNull(),
  },
  (t) => [index("user_addresses_user_idx").on(t.user_id)],
);

/** One-time password for recovery: stored hashed, expires, limited tries, single use. */
export const passwordResets = pgTable("password_resets", {
  email: text("email").primaryKey(),
  code_hash: text("code_hash").notNull(),
  expires_at: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  verified_at: timestamp("verified_at", { withTimezone: true, mode: "string" }),
  used_at: timestamp("used_at", { withTimezone: true, mode: "string" }),
  /** HMAC of the single-use reset grant answered by a verified code (never the grant itself). */
  reset_token_hash: text("reset_token_hash"),
  reset_expires_at: timestamp("reset_expires_at", { withTimezone: true, mode: "string" }),
});

/** Attempt counters of the sign-in, recovery and sign-up limits, shared by every process. */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    window_ends_at: timestamp("window_ends_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [index("auth_attempts_window_idx").on(t.window_ends_at)],
);

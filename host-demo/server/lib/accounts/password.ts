import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** `scrypt$<salt hex>$<key hex>`: salted scrypt from node:crypto. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("hex")}$${key.toString("hex")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Unknown users still pay for one hash so timing does not reveal which emails exist.
  const [scheme, saltHex, keyHex] = (stored ?? "scrypt$00$00").split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await scrypt(password, Buffer.from(saltHex, "hex"), KEY_LENGTH);
  return stored !== null && expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** Hash of a short secret (OTP): fast SHA-256 with a pepper is enough since tries are limited. */
export function hashCode(code: string, pepper: string): string {
  return crypto.createHmac("sha256", pepper).update(code).digest("hex");
}

import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { cities, countries, states } from "../db/schema/index.js";
import { badRequest, notFound } from "./http.js";

export const stateColumns = { id: states.id, name: states.name, status: states.status, countryId: states.country_id };
export const cityColumns = { id: cities.id, name: cities.name, status: cities.status, stateId: cities.state_id };

/** The spec's message when a country, state or city is saved without a name. */
export function requireName(name: string | undefined) {
  const value = name?.trim() ?? "";
  if (!value) throw badRequest("Please enter a title");
  return value;
}

export async function findCountry(db: Db, countryId: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!row) throw notFound("Country");
  return row;
}

export async function findState(db: Db, stateId: number) {
  const [row] = await db.select(stateColumns).from(states).where(eq(states.id, stateId));
  if (!row) throw notFound("State");
  return row;
}

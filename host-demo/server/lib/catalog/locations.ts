import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cities, countries, states } from "../../db/schema/index.js";
import { badRequest, notFound } from "../http/http.js";
import { withUniqueName } from "../records/uniqueNames.js";

export const stateColumns = {
  id: states.id,
  name: states.name,
  status: states.status,
  countryId: states.country_id,
  version: states.version,
};
export const cityColumns = {
  id: cities.id,
  name: cities.name,
  status: cities.status,
  stateId: cities.state_id,
  version: cities.version,
};

/** The spec's message when a country, state or city is saved without a name. */
export function requireName(name: string | undefined) {
  const value = name?.trim() ?? "";
  if (!value) throw badRequest("Please enter a title");
  return value;
}

const NAME_TAKEN = {
  country: (name: string) => `A country named "${name}" already exists.`,
  state: (name: string) => `This country already has a state named "${name}".`,
  city: (name: string) => `This state already has a city named "${name}".`,
};

/** Runs the insert or update of a location: a name used twice at one level is a 409 saying where. */
export const withUniqueLocationName = <T>(level: keyof typeof NAME_TAKEN, name: string, write: () => Promise<T>) =>
  withUniqueName(write, () => NAME_TAKEN[level](name));

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

export async function findCity(db: Db, cityId: number) {
  const [row] = await db.select(cityColumns).from(cities).where(eq(cities.id, cityId));
  if (!row) throw notFound("City");
  return row;
}

/** How many states and cities a country's delete takes with it (the delete cascades). */
export async function countryContents(db: Db, countryId: number) {
  await findCountry(db, countryId);
  const [row] = await db
    .select({
      states: sql<number>`count(distinct ${states.id})::int`,
      cities: sql<number>`count(${cities.id})::int`,
    })
    .from(states)
    .leftJoin(cities, eq(cities.state_id, states.id))
    .where(eq(states.country_id, countryId));
  return { countryId, states: row?.states ?? 0, cities: row?.cities ?? 0 };
}

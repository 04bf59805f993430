import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { cities, countries, states } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

const stateColumns = {
  id: states.id,
  name: states.name,
  status: states.status,
  countryId: states.country_id,
  version: states.version,
};
const cityColumns = {
  id: cities.id,
  name: cities.name,
  status: cities.status,
  stateId: cities.state_id,
  version: cities.version,
};

/** Every country, by name. */
export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

/** One country, or undefined. */
export async function findCountry(db: Db, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

/**
 * How many states and cities a country's delete takes with it (the delete cascades); undefined
 * when there is no such country.
 */
export async function countryContents(db: Db, countryId: number) {
  if (!(await findCountry(db, countryId))) return undefined;
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

/** Adds a country; throws the database's refusal when the name is taken. */
export async function createCountry(db: Db, name: string) {
  const [created] = await db.insert(countries).values({ name }).returning();
  return created;
}

/** Renames a country, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateCountry(db: Db, id: number, name: string, version: number | undefined) {
  const [updated] = await db
    .update(countries)
    .set({ name })
    .where(and(eq(countries.id, id), atVersion(countries.version, version)))
    .returning();
  return updated;
}

/** Deletes a country with its states and their cities; false when there is no such country. */
export async function deleteCountry(db: Db, id: number) {
  const deleted = await db.delete(countries).where(eq(countries.id, id)).returning({ id: countries.id });
  return deleted.length > 0;
}

/** A country's states, by name. */
export const listStates = (db: Db, countryId: number) =>
  db.select(stateColumns).from(states).where(eq(states.country_id, countryId)).orderBy(asc(states.name));

/** One state, or undefined. */
export async function findState(db: Db, id: number) {
  const [row] = await db.select(stateColumns).from(states).where(eq(states.id, id));
  return row;
}

/** Adds a state to a country; throws the database's refusal when the country has one of that name. */
export async function createState(db: Db, name: string, countryId: number) {
  const [created] = await db.insert(states).values({ name, country_id: countryId }).returning(stateColumns);
  return created;
}

/** Renames a state, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateState(db: Db, id: number, name: string, version: number | undefined) {
  const [updated] = await db
    .update(states)
    .set({ name })
    .where(and(eq(states.id, id), atVersion(states.version, version)))
    .returning(stateColumns);
  return updated;
}

/** Deletes a state with its cities; false when there is no such state. */
export async function deleteState(db: Db, id: number) {
  const deleted = await db.delete(states).where(eq(states.id, id)).returning({ id: states.id });
  return deleted.length > 0;
}

/** A state's cities, by name. */
export const listCities = (db: Db, stateId: number) =>
  db.select(cityColumns).from(cities).where(eq(cities.state_id, stateId)).orderBy(asc(cities.name));

/** One city, or undefined. */
export async function findCity(db: Db, id: number) {
  const [row] = await db.select(cityColumns).from(cities).where(eq(cities.id, id));
  return row;
}

/** Adds a city to a state; throws the database's refusal when the state has one of that name. */
export async function createCity(db: Db, name: string, stateId: number) {
  const [created] = await db.insert(cities).values({ name, state_id: stateId }).returning(cityColumns);
  return created;
}

/** Renames a city, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateCity(db: Db, id: number, name: string, version: number | undefined) {
  const [updated] = await db
    .update(cities)
    .set({ name })
    .where(and(eq(cities.id, id), atVersion(cities.version, version)))
    .returning(cityColumns);
  return updated;
}

/** Deletes a city; false when there is no such city. */
export async function deleteCity(db: Db, id: number) {
  const deleted = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return deleted.length > 0;
}

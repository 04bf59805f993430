import { badRequest, notFound } from "../http/http.js";
import { withUniqueName } from "../records/uniqueNames.js";

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

/** A location a request names (its own, or the one it is added to), or 404 when there is none. */
export async function mustExist<T>(found: Promise<T | undefined>, what: "Country" | "State" | "City"): Promise<T> {
  const row = await found;
  if (row === undefined) throw notFound(what);
  return row;
}

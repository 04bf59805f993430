import type { BusinessType, User } from "../../../core/types";

export const BUSINESS_TYPES: readonly BusinessType[] = ["B2B", "B2C"];

export function isBusinessType(value: string | null): value is BusinessType {
  return value === "B2B" || value === "B2C";
}

export interface IndexedUser {
  user: User;
  /** Lower-case name, computed once per load rather than per keystroke. */
  key: string;
}

export function indexUsers(users: readonly User[]): IndexedUser[] {
  return users.map((user) => ({ user, key: user.full_name.toLowerCase() }));
}

/** Customers of each business type (the filter's counts), over the whole list. */
export function countByType(users: readonly User[]): Record<BusinessType | "all", number> {
  const counts = { all: users.length, B2B: 0, B2C: 0 };
  for (const user of users) if (user.bussiness_type) counts[user.bussiness_type]++;
  return counts;
}

/** The customers of the business type (all when null) whose name contains the search text. */
export function filterUsers(
  users: readonly User[],
  index: readonly IndexedUser[] | null,
  search: string,
  type: BusinessType | null,
): readonly User[] {
  const needle = search.trim().toLowerCase();
  if (!needle || !index) return type ? users.filter((user) => user.bussiness_type === type) : users;
  const result: User[] = [];
  for (const entry of index) {
    if (type && entry.user.bussiness_type !== type) continue;
    if (entry.key.includes(needle)) result.push(entry.user);
  }
  return result;
}

const indexes = new WeakMap<readonly User[], IndexedUser[]>();

/** The customers' search keys, built the first time someone searches a load (not before the first paint). */
export function indexOf(users: readonly User[]): IndexedUser[] {
  let index = indexes.get(users);
  if (!index) indexes.set(users, (index = indexUsers(users)));
  return index;
}

import type { Account, AccountStatus } from "../../core/types";

export type AdminAction = "RESTRICTED" | "BANNED" | "ACTIVE" | "DELETE";

/**
 * What the admin list offers for one account (the server enforces the same): Restrict, Ban and
 * Activate each hidden when it is the current state; nothing that would remove one's own account
 * or the last active SUPER_ADMIN.
 */
export function adminActions(account: Account, all: readonly Account[], myId: number | null): AdminAction[] {
  const statuses: AccountStatus[] = ["RESTRICTED", "BANNED", "ACTIVE"];
  const offered: AdminAction[] = statuses.filter((status) => status !== account.account_status);
  if (!isProtected(account, all, myId)) return [...offered, "DELETE"];
  return offered.filter((action) => action === "ACTIVE");
}

/** Why an account cannot be restricted, banned or deleted: "self", "lastSuperAdmin", or null. */
export function protectionOf(account: Account, all: readonly Account[], myId: number | null) {
  if (account.id === myId) return "self" as const;
  const activeSupers = all.filter((other) => other.user_type === "SUPER_ADMIN" && other.account_status === "ACTIVE");
  if (account.user_type === "SUPER_ADMIN" && account.account_status === "ACTIVE" && activeSupers.length <= 1)
    return "lastSuperAdmin" as const;
  return null;
}

const isProtected = (account: Account, all: readonly Account[], myId: number | null) =>
  protectionOf(account, all, myId) !== null;

import type { ApiError } from "../../core/api/baseQuery";

/** The message of a failed call, or the fallback when the server gave none. */
export function messageOf(error: unknown, fallback: string): string {
  const message = (error as ApiError | undefined)?.message;
  return typeof message === "string" && message ? message : fallback;
}

export const statusOf = (error: unknown) => (error as ApiError | undefined)?.status;

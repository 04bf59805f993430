import type { ApiError } from "../../core/api/baseQuery";

/** The message of a failed call (baseQuery's ApiError, an Error, or nothing useful). */
export function errorMessageOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

/** The server refused the name because it is already used at that level (409). */
export function isNameTaken(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as Partial<ApiError>).status === 409);
}

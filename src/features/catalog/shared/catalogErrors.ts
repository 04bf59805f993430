/** The message of a failed call (baseQuery's ApiError, an Error, or nothing useful). */
export function errorMessageOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

/**
 * What a form's validation (in the browser or by the server) says, field by field: the one shape
 * every form reads (`{ name: "A brand named \"Vapor King\" already exists." }`). A field without
 * a message is valid.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** Whether any field has a message. */
export const hasFieldErrors = (errors: FieldErrors | null | undefined | void): errors is FieldErrors =>
  Boolean(errors && Object.values(errors).some(Boolean));

import { conflict, pgErrorCode } from "../http/http.js";

/**
 * Runs an insert or update whose name must be unique (the unique indexes of migrations 008 and
 * 011, so two requests at once cannot both win): a second use of the name is a 409 whose message
 * says where it is taken. Names compare without case, with runs of spaces as one.
 */
export async function withUniqueName<T>(write: () => Promise<T>, taken: () => string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw conflict(taken());
    throw error;
  }
}

/** The 409 messages of the catalogue and settings names, naming the name as it was sent (trimmed). */
export const nameTaken = {
  brand: (name: string) => `A brand named "${name}" already exists.`,
  category: (name: string) => `This brand already has a category named "${name}".`,
  colour: (name: string) => `A colour named "${name}" already exists.`,
  tag: (name: string) => `A tag named "${name}" already exists.`,
  nicotine: (strength: string, unit: string) => `A nicotine strength "${strength} ${unit}" already exists.`,
  shipping: (name: string) => `A shipping service named "${name}" already exists.`,
};

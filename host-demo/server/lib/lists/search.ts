/** A LIKE pattern matching `term` anywhere: `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Escapes LIKE wildcards so user input matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the input anywhere, literally. */
export const likeContains = (s: string) => `%${likeEscape(s)}%`;

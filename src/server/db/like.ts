// LIKE patterns from user text: `%`, `_` and `\` match themselves.
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

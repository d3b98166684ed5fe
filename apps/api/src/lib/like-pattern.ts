/** A "contains" pattern for ILIKE: `%`, `_` and the escape character itself match literally (use `escape '\\'`). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

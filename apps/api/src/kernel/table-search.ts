/** The dashboards' free-text search: a case-blind "contains" whose wildcards in the typed text stay literal. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

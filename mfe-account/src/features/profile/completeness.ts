// profileCompleteness is text on the user ('20' by default, spec part 2 §3, §9); the page reads it as a percentage.
export const DEFAULT_COMPLETENESS = 20;

export function completenessOf(text: string | null | undefined): number {
  const value = Number(text);
  return Number.isFinite(value) && text !== '' && text != null ? Math.max(0, Math.min(100, value)) : DEFAULT_COMPLETENESS;
}

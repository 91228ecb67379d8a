// A closed set of values and their pt-BR labels, written once (issue 19). Imports nothing, so the
// screens that load no zod (help-texts.ts) can use it too.

type Key<L> = Extract<keyof L, string>;

/**
 * A closed set of values named by their pt-BR labels: the labels object is the one source, and the
 * values are its keys in the order written, as the non-empty tuple `z.enum` takes.
 *
 * ```ts
 * export const { values: ageGroups, labels: ageGroupLabels } = choices({ adulto: 'Adulto', bebe: 'Bebê' });
 * export type AgeGroup = (typeof ageGroups)[number];
 * ```
 *
 * Keys must be words: JavaScript puts keys that read as whole numbers ('1', '2') first.
 */
export function choices<const L extends Record<string, string>>(
  labels: L,
): { values: readonly [Key<L>, ...Key<L>[]]; labels: Readonly<Record<Key<L>, string>> } {
  return { values: Object.keys(labels) as [Key<L>, ...Key<L>[]], labels };
}

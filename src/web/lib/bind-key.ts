// `{ value, onChange }` of one key of an object edited as a whole (a theme's design, a block's
// content, a section's style), for a control that edits only that key: the change writes the whole
// object with that key replaced.
import type { Bound } from './use-list-params.ts';

export function bindKey<T extends object>(object: T, onChange: (next: T) => void) {
  return <K extends keyof T>(key: K): Bound<T[K]> => ({
    value: object[key],
    onChange: (value) => onChange({ ...object, [key]: value }),
  });
}

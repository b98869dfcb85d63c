/** Stored values compared for "did this PATCH change anything" (arrays and JSON by value). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entries of `next` whose value differs from `current`; undefined entries are not changes. */
export function changedValues<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const value = next[key];
    if (value !== undefined && !sameValue(current[key], value)) {
      changes[key] = value;
    }
  }
  return changes;
}

/** An organization default (status, risk level, control set) by its seeded name; sample data relies on them. */
export function idByName(items: { id: string; name: string }[], name: string): string {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) {
    throw new Error(`sample data: no default named ${name}`);
  }
  return item.id;
}

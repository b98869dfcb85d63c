import type { ParsedComponent } from "./types";

/**
 * A component is a repeat of an earlier one when it has the same purl, or the same bom-ref
 * (SPDXID, spdxId), or, having neither, the same name, version and group. The first is kept as it
 * is; nothing of the repeat is merged into it.
 */
export function withoutRepeats(components: ParsedComponent[]): ParsedComponent[] {
  const seen = new Set<string>();
  return components.filter((component) => {
    const keys = identityKeys(component);
    if (keys.some((key) => seen.has(key))) {
      return false;
    }
    for (const key of keys) {
      seen.add(key);
    }
    return true;
  });
}

function identityKeys(component: ParsedComponent): string[] {
  const keys: string[] = [];
  if (component.purl) {
    keys.push(`purl\u0000${component.purl}`);
  }
  if (component.bomRef) {
    keys.push(`ref\u0000${component.bomRef}`);
  }
  if (keys.length === 0) {
    keys.push(["nvg", component.name, component.version ?? "", component.group ?? ""].join("\u0000"));
  }
  return keys;
}

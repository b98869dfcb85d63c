import { bomLimits } from "./limits";
import { INVALID_PURL_PROPERTY, readPurl } from "./purl";
import { cleanText, cut } from "./text";
import type { ComponentType, ParsedComponent } from "./types";

/** The name of a component whose file gives none (SPDX 3 packages may have no name). */
export const UNNAMED = "(unnamed)";

/** A component with nothing known but its name, type and kind; the readers fill in the rest. */
export function emptyComponent(
  name: unknown,
  componentType: ComponentType,
  kind: ParsedComponent["kind"] = "component",
): ParsedComponent {
  return {
    name: cleanText(name, bomLimits.name) ?? UNNAMED,
    version: null,
    purl: null,
    cpe: null,
    group: null,
    supplier: null,
    author: null,
    description: null,
    bomRef: null,
    componentType,
    kind,
    licenses: [],
    licenseSuggestions: [],
    hashes: {},
    externalReferences: [],
    properties: {},
    modelCard: null,
  };
}

export const shortText = (value: unknown) => cleanText(value, bomLimits.text);

/** name → value, repeated names joined with "\n"; a Map so that a name like "__proto__" stays a key. */
export class PropertyCollector {
  private readonly values = new Map<string, string>();

  add(name: unknown, value: unknown): void {
    const key = cleanText(name, bomLimits.text);
    const text =
      typeof value === "string"
        ? (cleanText(value, bomLimits.propertyValue) ?? "")
        : cleanText(value, bomLimits.propertyValue);
    if (!key || text === null) {
      return;
    }
    const existing = this.values.get(key);
    if (existing !== undefined) {
      if (existing.length < bomLimits.propertyValue) {
        this.values.set(key, cut(`${existing}\n${text}`, bomLimits.propertyValue));
      }
    } else if (this.values.size < bomLimits.propertiesPerComponent) {
      this.values.set(key, text);
    }
  }

  result(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}

/** Sets the purl, flagging one that does not parse (kept as written). */
export function setPurl(component: ParsedComponent, properties: PropertyCollector, value: unknown): void {
  const purl = readPurl(value);
  component.purl = purl?.purl ?? null;
  if (purl && !purl.valid) {
    properties.add(INVALID_PURL_PROPERTY, "true");
  }
}

export function externalReference(type: unknown, url: unknown, comment?: unknown) {
  const link = cleanText(url, bomLimits.text);
  if (!link) {
    return [];
  }
  const note = cleanText(comment, bomLimits.text);
  return [{ type: cleanText(type, 100) ?? "other", url: link, ...(note ? { comment: note } : {}) }];
}

/**
 * A copy of free-form JSON (a model card, an AI package's fields) with its depth, its number of
 * values and its text bounded. The depth bound also bounds the recursion.
 */
export function boundedJson(value: unknown): unknown {
  return boundedCopy(value, 0, { left: bomLimits.modelCard.values });
}

function boundedCopy(value: unknown, depth: number, budget: { left: number }): unknown {
  budget.left--;
  if (typeof value === "string") {
    return cleanText(value, bomLimits.modelCard.text) ?? "";
  }
  if (value === null || typeof value !== "object") {
    return value;
  }
  if (depth >= bomLimits.modelCard.depth) {
    return null;
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      if (budget.left <= 0) {
        break;
      }
      items.push(boundedCopy(item, depth + 1, budget));
    }
    return items;
  }
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (budget.left <= 0) {
      break;
    }
    entries.push([cut(key, bomLimits.text), boundedCopy(item, depth + 1, budget)]);
  }
  return Object.fromEntries(entries);
}

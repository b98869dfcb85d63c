import { isNullSchema, refName } from "./resolve-ref";
import type { SchemaObject, SchemaType } from "./types";

export function typesOf(schema: SchemaObject): SchemaType[] {
  const { type } = schema;
  if (type === undefined) {
    return [];
  }
  return Array.isArray(type) ? type : [type];
}

/** Whether the value may be `null`: `type: [X, "null"]`, `nullable: true`, a null variant or a null enum member. */
export function isNullable(schema: SchemaObject): boolean {
  if (schema.nullable === true || typesOf(schema).includes("null")) {
    return true;
  }
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  return variants.some(isNullSchema) || (schema.enum?.includes(null) ?? false);
}

function wrap(label: string): string {
  return label.includes(" ") ? `(${label})` : label;
}

function baseLabel(type: SchemaType, schema: SchemaObject): string {
  if (type === "array") {
    return `array of ${schema.items ? wrap(typeLabel(schema.items)) : "any"}`;
  }
  if (type === "object" && schema.properties === undefined && typeof schema.additionalProperties === "object") {
    return `map of string to ${wrap(typeLabel(schema.additionalProperties))}`;
  }
  if (schema.format !== undefined && type !== "object") {
    return `${type} (${schema.format})`;
  }
  return type;
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}

/** A short, human type name: `string`, `array of ApiKey`, `integer | string`, a component name for a `$ref`. */
export function typeLabel(schema: SchemaObject): string {
  if (schema.$ref !== undefined) {
    return refName(schema.$ref);
  }
  if (schema.const !== undefined) {
    return JSON.stringify(schema.const) ?? "const";
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) {
    const labels = unique(variants.filter((variant) => !isNullSchema(variant)).map(typeLabel));
    return labels.length > 0 ? labels.join(" | ") : "null";
  }
  if (schema.allOf !== undefined) {
    const named = schema.allOf.filter((part) => part.$ref !== undefined).map(typeLabel);
    return named.length > 0 ? named.join(" & ") : "object";
  }
  const types = typesOf(schema).filter((type) => type !== "null");
  if (types.length > 0) {
    return unique(types.map((type) => baseLabel(type, schema))).join(" | ");
  }
  if (schema.properties !== undefined) {
    return "object";
  }
  if (schema.items !== undefined) {
    return baseLabel("array", schema);
  }
  if (schema.enum !== undefined) {
    return unique(schema.enum.filter((value) => value !== null).map((value) => typeof value)).join(" | ");
  }
  return typesOf(schema).includes("null") ? "null" : "any";
}

export function formatValue(value: unknown): string {
  if (typeof value === "string") {
    return value;
  }
  return JSON.stringify(value) ?? String(value);
}

export interface SchemaFact {
  label: string;
  values: string[];
}

function bound(inclusive: number | undefined, exclusive: number | boolean | undefined): [number, boolean] | undefined {
  if (typeof exclusive === "number") {
    return [exclusive, true];
  }
  return inclusive === undefined ? undefined : [inclusive, exclusive === true];
}

function rangeText(schema: SchemaObject): string | undefined {
  const low = bound(schema.minimum, schema.exclusiveMinimum);
  const high = bound(schema.maximum, schema.exclusiveMaximum);
  if (low && high && !low[1] && !high[1]) {
    return `${low[0]} to ${high[0]}`;
  }
  const parts: string[] = [];
  if (low) {
    parts.push(`${low[1] ? ">" : "≥"} ${low[0]}`);
  }
  if (high) {
    parts.push(`${high[1] ? "<" : "≤"} ${high[0]}`);
  }
  return parts.length > 0 ? parts.join(", ") : undefined;
}

function countText(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${min} ${unit}` : `${min} to ${max} ${unit}`;
  }
  if (min !== undefined) {
    return `at least ${min} ${unit}`;
  }
  return max !== undefined ? `at most ${max} ${unit}` : undefined;
}

function enumValues(schema: SchemaObject): string[] {
  return (schema.enum ?? []).filter((value) => value !== null).map(formatValue);
}

/** Constraints worth showing next to a field: allowed values, range, length, default, example. */
export function schemaFacts(schema: SchemaObject): SchemaFact[] {
  const facts: SchemaFact[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) {
      facts.push({ label, values: [value] });
    }
  };
  const allowed = enumValues(schema);
  if (allowed.length > 0) {
    facts.push({ label: "Allowed values", values: allowed });
  }
  const itemAllowed = schema.items && schema.items.$ref === undefined ? enumValues(schema.items) : [];
  if (itemAllowed.length > 0) {
    facts.push({ label: "Allowed item values", values: itemAllowed });
  }
  add("Range", rangeText(schema));
  add("Length", countText(schema.minLength, schema.maxLength, "characters"));
  add("Size", countText(schema.minItems, schema.maxItems, "items"));
  add("Pattern", schema.pattern);
  add("Default", schema.default === undefined ? undefined : formatValue(schema.default));
  const example = schemaExample(schema);
  add("Example", example === undefined || typeof example === "object" ? undefined : formatValue(example));
  return facts;
}

export function schemaExample(schema: SchemaObject): unknown {
  return schema.example ?? schema.examples?.[0];
}

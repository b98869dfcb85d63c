type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A nullable schema that refers to a named one comes out of zod-to-openapi as
 * `allOf: [{$ref}, {type: ["object", "null"], description}]`, which JSON Schema reads as "the named
 * object, and also an object or null": never null. Rewrites each into
 * `anyOf: [{$ref}, {type: "null"}]` with the description kept, which is what the API sends.
 */
export function withNullableRefs<T>(document: T): T {
  return rewrite(document) as T;
}

function rewrite(node: Json): Json {
  if (Array.isArray(node)) {
    return node.map(rewrite);
  }
  if (!isObject(node)) {
    return node;
  }
  const result: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    result[key] = rewrite(value);
  }
  const parts = result.allOf;
  if (
    Array.isArray(parts) &&
    parts.length === 2 &&
    isObject(parts[0]) &&
    "$ref" in parts[0] &&
    isNullableObject(parts[1])
  ) {
    const { allOf: _allOf, ...rest } = result;
    const { type: _type, ...annotations } = parts[1];
    return { ...rest, ...annotations, anyOf: [parts[0], { type: "null" }] };
  }
  return result;
}

function isNullableObject(schema: Json): schema is Record<string, Json> {
  if (!isObject(schema) || !Array.isArray(schema.type)) {
    return false;
  }
  const keys = Object.keys(schema).filter((key) => key !== "type" && key !== "description");
  return (
    keys.length === 0 && schema.type.length === 2 && schema.type.includes("null") && schema.type.includes("object")
  );
}

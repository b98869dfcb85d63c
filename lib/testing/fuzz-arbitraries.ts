import fc from "fast-check";
import type { JsonSchema } from "./openapi-operations";

/**
 * fast-check arbitraries for the API fuzz pass (lib/api/fuzz.test.ts): values shaped by an
 * operation's JSON Schema (so requests get past validation and reach the services), the same with
 * odd leaves, and odd values of every kind (NUL, lone surrogates, huge numbers, wrong types).
 */

/** Real record IDs by field or path parameter name (`vendor_id` → an own vendor's ID). */
export type Fixtures = Record<string, string>;

const MAX_DEPTH = 6;
const INT32 = 2 ** 31 - 1;

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "\udbff\udfff",
  "👍🏽",
  "\u202etxt.exe",
  "Ǆ̴̡̛̀͠",
  "' OR 1=1 --",
  "%00",
  "%ED%A0%80",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-1",
  "9007199254740993",
  "0x10",
  "true",
  "null",
  "[]",
  "{}",
  "__proto__",
  "<script>alert(1)</script>",
  "cbvndr_0000",
] as const;

const ODD_NUMBERS = [
  1e308,
  -1e308,
  -1,
  0,
  -0,
  0.5,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53 + 2),
  2 ** 63,
  1e15,
  253_402_300_800,
  253_402_300_799,
] as const;

/** Text no schema expects: control and surrogate code units, long runs, odd unicode and injection-looking strings. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(5_000), "é".repeat(70_000)) },
);

/** A value of any kind, mostly not the one expected: odd text, huge or negative numbers, wrong types. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { "": null }, [[[]]]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** `arbitrary`, or a real ID when `name` names a fixture (three times in four). */
function preferFixture(name: string, arbitrary: fc.Arbitrary<unknown>, fixtures: Fixtures): fc.Arbitrary<unknown> {
  const single = fixtures[name];
  const plural = name.endsWith("_ids") ? fixtures[name.slice(0, -1)] : undefined;
  const fixture = single ?? (plural === undefined ? undefined : [plural]);
  return fixture === undefined
    ? arbitrary
    : fc.oneof({ weight: 3, arbitrary: fc.constant(fixture) }, { weight: 1, arbitrary });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 40));
  if (schema.format === "email") {
    return fc.constantFrom("fuzz@example.test", "a.b+c@example.test");
  }
  if (schema.format === "uri" || schema.format === "url") {
    // IP literals of this machine only: no fuzzed request may reach out to the internet.
    return fc.constantFrom("https://127.0.0.1/fuzz", "http://localhost/", "https://[::1]/x");
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from: plain strings are rejected by validation, which is fine too.
    }
  }
  return fc.string({ minLength, maxLength });
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
  const bounded = fc.integer({
    min: Math.max(min, -INT32),
    max: Math.max(Math.max(min, -INT32), Math.min(max, INT32)),
  });
  return fc.oneof({ weight: 3, arbitrary: bounded }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

/** A value that satisfies `schema` as far as its JSON Schema says (patterns and refinements aside). */
export function validValue(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  fixtures: Fixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (depth > MAX_DEPTH) {
    return fc.constant(null);
  }
  const next = (child: JsonSchema) => validValue(child, resolve, fixtures, depth + 1);
  if (resolved.const !== undefined) {
    return fc.constant(resolved.const);
  }
  if (resolved.enum && resolved.enum.length > 0) {
    return fc.constantFrom(...resolved.enum);
  }
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map(next));
  }
  if (resolved.allOf && resolved.allOf.length > 0) {
    return next(mergeAll(resolved.allOf.map(resolve)));
  }
  const types = typesOf(resolved);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => next({ ...resolved, type })));
  }
  switch (types[0]) {
    case "object":
      return objectFor(resolved, next, fixtures);
    case "array": {
      const minLength = resolved.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(resolved.maxItems ?? 3, 3));
      return fc.array(next(resolved.items ?? {}), { minLength, maxLength });
    }
    case "string":
      return stringFor(resolved);
    case "integer":
      return integerFor(resolved);
    case "number":
      return fc.double({
        min: resolved.minimum ?? -1e6,
        max: resolved.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(
  schema: JsonSchema,
  next: (child: JsonSchema) => fc.Arbitrary<unknown>,
  fixtures: Fixtures,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 && typeof schema.additionalProperties === "object") {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), next(schema.additionalProperties), {
      maxKeys: 3,
    });
  }
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    properties.map(([name, child]) => [name, preferFixture(name, next(child), fixtures)]),
  );
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { properties: {}, required: [] };
  for (const { properties, required, ...rest } of schemas) {
    Object.assign(merged, rest);
    Object.assign(merged.properties ?? {}, properties);
    merged.required?.push(...(required ?? []));
  }
  return merged;
}

/**
 * A value shaped like `schema` with odd leaves: objects keep their fields (now and then one more with
 * an odd name), each field mostly valid, sometimes an odd value.
 */
export function mutantValue(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  fixtures: Fixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const types = typesOf(resolved);
  if (depth > MAX_DEPTH || !(types.includes("object") || types.includes("array"))) {
    return oddValue;
  }
  const valid = (child: JsonSchema) => validValue(child, resolve, fixtures, depth + 1);
  const mutant = (child: JsonSchema) => mutantValue(child, resolve, fixtures, depth + 1);
  const either = (child: JsonSchema) =>
    fc.oneof({ weight: 3, arbitrary: valid(child) }, { weight: 1, arbitrary: mutant(child) });
  if (types.includes("array")) {
    return fc.array(either(resolved.items ?? {}), { maxLength: 3 });
  }
  const properties = Object.entries(resolved.properties ?? {});
  const fields = fc.record(Object.fromEntries(properties.map(([name, child]) => [name, either(child)])), {
    requiredKeys: [],
  });
  const extraKey = fc.option(fc.tuple(oddString, oddValue), { freq: 4 });
  return fc
    .tuple(fields, extraKey)
    .map(([object, extra]) => (extra === null ? object : { ...object, [extra[0]]: extra[1] }));
}

/** JSON texts that are not quite what JSON.stringify writes: broken, escaped surrogates and NULs, deep, huge. */
export const oddJsonText: fc.Arbitrary<string> = fc.constantFrom(
  "{",
  '{"name":',
  '"\\ud800"',
  '{"name":"\\ud800"}',
  '{"\\udc00":1}',
  '{"name":"a\\u0000"}',
  `${"[".repeat(200)}${"]".repeat(200)}`,
  '{"a":1e400}',
  '{"a":-0}',
  "null",
  "[]",
  "1",
  '""',
  "\ufeff{}",
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
);

/** One path segment: a real ID most of the time, else an odd, already percent-encoded one. */
export function pathSegment(fixture: string | undefined): fc.Arbitrary<string> {
  const odd = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "%00",
        "a%00b",
        "%ED%A0%80",
        "x%ED%B0%80",
        "%C0%AF",
        "%",
        "%zz",
        "%2F",
        "..",
        "%2E%2E",
        "%F0%9F%91%8D",
        "%20",
        "+",
        "unknown",
        "x".repeat(3_000),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 16 }).map(percentEncode) },
  );
  return fixture === undefined
    ? odd
    : fc.oneof({ weight: 2, arbitrary: fc.constant(encodeText(fixture)) }, { weight: 1, arbitrary: odd });
}

/** encodeURIComponent, which throws on a lone surrogate: such text is sent as U+FFFD's bytes instead. */
const encodeText = (text: string) => (text.isWellFormed() ? encodeURIComponent(text) : percentEncode(text));

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD's bytes). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

/** A query value as text: a valid one for the parameter's schema, or an odd one (already encoded). */
export function queryValues(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  fixtures: Fixtures,
  name: string,
): fc.Arbitrary<string[]> {
  const valid = preferFixture(name, validValue(schema, resolve, fixtures), fixtures).map((value) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      encodeText(typeof item === "string" ? item : JSON.stringify(item)),
    ),
  );
  const odd = fc.oneof(
    fc.constantFrom("%00", "1e308", "-1", "9007199254740993", "NaN", "Infinity", "", "%ED%A0%80", "253402300800"),
    fc.constantFrom("1e15", "0x10", "%C0%AF", "x".repeat(2_000), "%FF"),
    fc.string({ unit: "binary", maxLength: 16 }).map(percentEncode),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: fc.array(odd, { minLength: 1, maxLength: 2 }) },
  );
}

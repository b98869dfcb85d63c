import type { z } from "zod";

export interface FastApiValidationEntry {
  loc: (string | number)[];
  msg: string;
  type: string;
}

const targetLocation: Record<string, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

const typeNames: Record<string, [string, string]> = {
  string: ["string_type", "Input should be a valid string"],
  number: ["int_parsing", "Input should be a valid integer, unable to parse string as an integer"],
  int: ["int_parsing", "Input should be a valid integer, unable to parse string as an integer"],
  boolean: ["bool_parsing", "Input should be a valid boolean"],
  array: ["list_type", "Input should be a valid list"],
  object: ["dict_type", "Input should be a valid dictionary"],
};

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const part of path) {
    if (current === null || typeof current !== "object") {
      return undefined;
    }
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): { type: string; msg: string } {
  switch (issue.code) {
    case "invalid_type": {
      if (valueAt(input, issue.path) === undefined) {
        return { type: "missing", msg: "Field required" };
      }
      const [type, msg] = typeNames[issue.expected] ?? [
        `${issue.expected}_type`,
        `Input should be a valid ${issue.expected}`,
      ];
      return { type, msg };
    }
    case "too_small": {
      const bound = String(issue.minimum);
      if (issue.origin === "string") {
        return {
          type: "string_too_short",
          msg: `String should have at least ${bound} character${bound === "1" ? "" : "s"}`,
        };
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return { type: "too_short", msg: `List should have at least ${bound} item${bound === "1" ? "" : "s"}` };
      }
      return issue.inclusive
        ? { type: "greater_than_equal", msg: `Input should be greater than or equal to ${bound}` }
        : { type: "greater_than", msg: `Input should be greater than ${bound}` };
    }
    case "too_big": {
      const bound = String(issue.maximum);
      if (issue.origin === "string") {
        return { type: "string_too_long", msg: `String should have at most ${bound} characters` };
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return { type: "too_long", msg: `List should have at most ${bound} items` };
      }
      return issue.inclusive
        ? { type: "less_than_equal", msg: `Input should be less than or equal to ${bound}` }
        : { type: "less_than", msg: `Input should be less than ${bound}` };
    }
    case "invalid_value":
      return {
        type: "enum",
        msg: `Input should be ${issue.values.map((value) => `'${String(value)}'`).join(", ")}`,
      };
    case "invalid_format":
      return issue.format === "email"
        ? { type: "value_error", msg: "value is not a valid email address" }
        : { type: "string_pattern_mismatch", msg: issue.message };
    case "unrecognized_keys":
      return { type: "extra_forbidden", msg: "Extra inputs are not permitted" };
    default:
      return { type: "value_error", msg: issue.message };
  }
}

/** zod issues → FastAPI's `{detail: [{loc, msg, type}]}` entries; `input` is the value that was validated. */
export function toFastApiErrors(error: z.ZodError, target: string, input: unknown): FastApiValidationEntry[] {
  const location = targetLocation[target] ?? target;
  return error.issues.map((issue) => {
    const { type, msg } = describeIssue(issue, input);
    const pathParts = issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys] : issue.path;
    return { loc: [location, ...pathParts.map((part) => (typeof part === "symbol" ? String(part) : part))], msg, type };
  });
}

export const jsonDecodeError = (): FastApiValidationEntry[] => [
  { loc: ["body"], msg: "JSON decode error", type: "json_invalid" },
];

export const bodyNotJson = (contentLength: string): FastApiValidationEntry[] =>
  contentLength === "0"
    ? [{ loc: ["body"], msg: "Field required", type: "missing" }]
    : [
        {
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          type: "model_attributes_type",
        },
      ];

/** Where the first NUL character sits in a validated value (in a string or an object key), else null. */
function nulCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") {
    return value.includes("\u0000") ? path : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, index]);
      if (found) {
        return found;
      }
    }
    return null;
  }
  if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes("\u0000") ? [...path, key] : nulCharacterPath(item, [...path, key]);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a request carrying it anywhere is refused as a
 * validation error at its location instead of failing in the database.
 */
export function nulCharacterErrors(value: unknown, target: string): FastApiValidationEntry[] {
  const path = nulCharacterPath(value);
  if (!path) {
    return [];
  }
  const location = targetLocation[target] ?? target;
  return [
    {
      loc: [location, ...path],
      msg: "Value error, text cannot contain the NUL character (\\u0000)",
      type: "value_error",
    },
  ];
}

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

type TextProblem = "nul" | "lone_surrogate";

const textProblemMessages: Record<TextProblem, string> = {
  nul: "Value error, text cannot contain the NUL character (\\u0000)",
  lone_surrogate: "Value error, text must be valid UTF-16: a surrogate (\\ud800 to \\udfff) must be half of a pair",
};

function textProblemOf(text: string): TextProblem | null {
  if (text.includes("\u0000")) {
    return "nul";
  }
  return text.isWellFormed() ? null : "lone_surrogate";
}

/** Where the first text PostgreSQL cannot store sits in a value (a string or an object key), and why. */
function unstorableTextIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; problem: TextProblem } | null {
  if (typeof value === "string") {
    const problem = textProblemOf(value);
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextIn(item, [...path, index]);
      if (found) {
        return found;
      }
    }
    return null;
  }
  if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblemOf(key);
      const found = keyProblem ? { path: [...path, key], problem: keyProblem } : unstorableTextIn(item, [...path, key]);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, nor a lone UTF-16 surrogate in jsonb (JSON.parse
 * turns a `"\ud800"` escape into one; text would silently get U+FFFD instead), so a request carrying
 * either anywhere is refused as a validation error at its location instead of failing in the database.
 */
export function unstorableTextErrors(value: unknown, target: string): FastApiValidationEntry[] {
  const found = unstorableTextIn(value);
  if (!found) {
    return [];
  }
  const location = targetLocation[target] ?? target;
  return [{ loc: [location, ...found.path], msg: textProblemMessages[found.problem], type: "value_error" }];
}

/**
 * The 422 entries of one request part's validation (zod-openapi's hook result): the schema's issues,
 * else any text in the validated value that cannot be stored; none when the part is fine.
 */
export function validationErrors(
  result:
    | { success: true; data: unknown; target: string }
    | { success: false; error: z.ZodError; target: string; data?: unknown },
): FastApiValidationEntry[] {
  if (!result.success) {
    // `data` is the raw input on failure (zod-openapi passes it, though its typings omit it).
    return toFastApiErrors(result.error, result.target, result.data);
  }
  return unstorableTextErrors(result.data, result.target);
}

import { z } from "@hono/zod-openapi";

interface PageBounds {
  max: number;
  default: number;
}

export const defaultPageBounds: PageBounds = { max: 200, default: 50 };

const INTEGER_TEXT = /^\s*[+-]?\d+\s*$/;

/**
 * An integer query value read as FastAPI reads one: "12" and " 12" are 12, while "", "1e3", "0x10" and
 * "1.5" are a 422 int_parsing (a plain coercion would take them as 0, 1000, 16 and fail only the last).
 */
export const queryInteger = (bounds: { min?: number; max?: number } = {}) => {
  let number = z.number().int();
  number = bounds.min === undefined ? number : number.min(bounds.min);
  number = bounds.max === undefined ? number : number.max(bounds.max);
  return z.preprocess(
    (value) => (typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value),
    number,
  );
};

/** limit/offset query fields with an endpoint's bounds; out of bounds is a 422. */
export function paginationQuery(bounds: PageBounds = defaultPageBounds) {
  return {
    limit: queryInteger({ min: 1, max: bounds.max })
      .default(bounds.default)
      .openapi({ description: `Page size, 1 to ${bounds.max}.`, example: bounds.default }),
    offset: queryInteger({ min: 0 }).default(0).openapi({ description: "Items to skip.", example: 0 }),
  };
}

/** `{<key>: [...], total, limit, offset}`; the key is `items` or `data` as the spec names it per endpoint. */
export function pageEnvelope<K extends "items" | "data", T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int().openapi({ description: "Full count of the filtered set." }),
    limit: z.number().int(),
    offset: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber; limit: z.ZodNumber; offset: z.ZodNumber });
}

const BOOLEAN_SPELLINGS = ["true", "false", "1", "0", "yes", "no", "on", "off", "True", "False"] as const;
const TRUE_SPELLINGS: readonly string[] = ["true", "1", "yes", "on", "True"];

/** A boolean query flag: true/false/1/0 (FastAPI's accepted spellings). */
export const queryBoolean = (defaultValue: boolean) =>
  z
    .enum(BOOLEAN_SPELLINGS)
    .default(defaultValue ? "true" : "false")
    .transform((value) => TRUE_SPELLINGS.includes(value))
    .openapi({ type: "boolean" });

/** A boolean query filter that is off when omitted (undefined: no filtering), same spellings. */
export const optionalQueryBoolean = () =>
  z
    .enum(BOOLEAN_SPELLINGS)
    .optional()
    .transform((value) => (value === undefined ? undefined : TRUE_SPELLINGS.includes(value)))
    .openapi({ type: "boolean" });

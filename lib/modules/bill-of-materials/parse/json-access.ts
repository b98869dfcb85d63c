/** Reading parsed JSON without trusting its shape. */
export type JsonObject = Record<string, unknown>;

export const asObject = (value: unknown): JsonObject | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : null;

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const asObjects = (value: unknown): JsonObject[] =>
  asArray(value).filter((item): item is JsonObject => asObject(item) !== null);

export const asString = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A value that may be one string or a list of them (SPDX 3 writes both). */
export const asStrings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : asArray(value).flatMap((item) => (typeof item === "string" ? [item] : []));

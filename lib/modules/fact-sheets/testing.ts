/**
 * Test readers for what a fact sheet section holds. The OpenAPI document types each section as a
 * free-form object (schemas.ts), so a part of one is unknown until the test says what it must be.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value`, which must be an object (`what` names it in the failure). */
export function objectIn(value: unknown, what: string): Record<string, unknown> {
  if (!isObject(value)) {
    throw new Error(`${what} is not an object: ${JSON.stringify(value)}`);
  }
  return value;
}

/** `value`, which must be an array (`what` names it in the failure). */
export function listIn(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) {
    throw new Error(`${what} is not an array: ${JSON.stringify(value)}`);
  }
  return value;
}

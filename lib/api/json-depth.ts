import { z } from "@hono/zod-openapi";

/**
 * How deeply a stored free-form object may nest (the object itself is level 1). JSON.parse copes
 * with any depth, but recursive code after it does not (the NUL check, serialisation, PostgreSQL's
 * jsonb parser): 10,000 levels was a 500 from a stack overflow.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests deeper than `maxDepth`; iterative, so any input depth is safe to check. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (current === null || typeof current !== "object") {
      continue;
    }
    if (depth > maxDepth) {
      return true;
    }
    for (const child of Object.values(current)) {
      pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A free-form JSON object the API stores as given (workflow run input, step settings, a webhook
 * test payload), refused with a FastAPI-style 422 at its field when it nests deeper than
 * MAX_JSON_DEPTH.
 */
export const freeFormObject = () =>
  z.record(z.string(), z.unknown()).refine((value) => !nestsDeeperThan(value, MAX_JSON_DEPTH), {
    message: `Value error, nesting is deeper than ${MAX_JSON_DEPTH} levels`,
  });

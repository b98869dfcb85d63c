import type { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../context";
import { DetailError } from "../errors";
import { validationErrors } from "../validation";

/**
 * Validates a route's path parameters (its schema, then the text checks) ahead of any middleware that
 * looks a record up by them, so a malformed ID is a 422 at `["path", name]`, never a database error.
 */
export function validatePathParams(schema: z.ZodType): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const params = c.req.param();
    const parsed = await schema.safeParseAsync(params);
    const errors = validationErrors(
      parsed.success
        ? { success: true, data: parsed.data, target: "param" }
        : { success: false, error: parsed.error, target: "param", data: params },
    );
    if (errors.length > 0) {
      throw new DetailError(422, errors);
    }
    await next();
  };
}

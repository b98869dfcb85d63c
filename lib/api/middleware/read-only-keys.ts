import type { MiddlewareHandler } from "hono";
import { refusedAsReadOnly } from "../access-policy";
import type { ApiEnv } from "../context";
import { apiError } from "../errors";

/**
 * A read-only ak_ key (an extension: docs/api-notes.md "API keys") may only read: any other call on
 * /v1 is refused here, once for every route, with the specification's 403 for a key that lacks what
 * the call needs (`insufficient_scope`), before the module's gate, the route's policy and validation.
 */
export const enforceReadOnlyKeys: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (refusedAsReadOnly(c.get("principal").actor, c.req.method)) {
    throw apiError("insufficient_scope", "This API key is read-only: it may only make GET and HEAD requests.");
  }
  await next();
};

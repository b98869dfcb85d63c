import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { config } from "@/lib/config/env";
import { errorBody, errorCodes } from "@/lib/contract/error-codes";
import { databaseUnreachableReason, logDatabaseUnreachable } from "@/lib/db/unreachable";
import { newId } from "@/lib/ids";
import { resolveClientIp } from "@/lib/net/ip";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { limitRequestBody } from "./body-limit";
import type { ApiEnv } from "./context";
import { emptyJsonBodyIsAbsent } from "./empty-json-body";
import { isApiError, isDetailError } from "./errors";
import { bodyNotJson, jsonDecodeError, validationErrors } from "./validation";

/** A restarting PostgreSQL server is commonly back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function errorResponse(c: Context<ApiEnv>, error: Error): Response {
  // By brand, not instanceof: the error may come from another copy of the errors module.
  if (isApiError(error)) {
    return c.json(
      { detail: { code: error.code, message: error.message, ...error.extra } },
      error.status as 400,
      error.headers,
    );
  }
  if (isDetailError(error)) {
    return c.json({ detail: error.detail }, error.status as 400, error.headers);
  }
  if (error instanceof HTTPException) {
    if (error.message.startsWith("Malformed JSON")) {
      return c.json({ detail: jsonDecodeError() }, 422);
    }
    if (error.status === 415) {
      // A JSON body sent without a JSON content type: FastAPI reports it as a body validation error.
      return c.json({ detail: bodyNotJson(c.req.header("content-length") ?? "0") }, 422);
    }
    // A Hono HTTPException keeps its own status and message; the code is the table's bad_request.
    return c.json(errorBody("bad_request", error.message), error.status);
  }
  const requestId = c.get("requestId");
  const unreachable = databaseUnreachableReason(error);
  if (unreachable !== undefined) {
    // A restart or failover of the server: the client may retry as it is (the pool reconnects).
    logDatabaseUnreachable(requestId, unreachable);
    const { status } = errorCodes.database_unavailable;
    return c.json(errorBody("database_unavailable"), status, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  console.error(`[${requestId}] unhandled error`, error);
  const { status, message } = errorCodes.internal_error;
  return c.json(errorBody("internal_error", `${message} Request ID: ${requestId}.`), status);
}

/**
 * An app with the spec's envelopes: FastAPI-style 422 for schema failures, `{detail: {code, message}}`
 * for everything else, a request id on every response, and no stack trace ever.
 */
export function createBaseApp(): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      const errors = validationErrors(result);
      if (errors.length > 0) {
        return c.json({ detail: errors }, 422);
      }
    },
  });
  app.use("*", async (c, next) => {
    const requestId = newId("request");
    c.set("requestId", requestId);
    c.set(
      "clientIp",
      resolveClientIp(c.req.header(PEER_ADDRESS_HEADER), c.req.header("x-forwarded-for"), config().trustedProxies),
    );
    await next();
    c.res.headers.set("X-Request-Id", requestId);
  });
  app.use("*", limitRequestBody);
  app.use("*", emptyJsonBodyIsAbsent);
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => c.json(errorBody("not_found"), errorCodes.not_found.status));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An ak_ API key or a dashboard session token from POST /api/auth/token.",
  });
  return app;
}

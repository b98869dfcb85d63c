import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./context";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A request declaring a JSON body but sending no bytes is treated as one with no body, as FastAPI
 * does: an optional body takes its defaults (many clients send `Content-Type: application/json` on
 * every POST), and a required one reports its missing fields instead of a JSON decode error.
 * Requests that announce a non-zero length are passed on untouched, unread.
 */
export const emptyJsonBodyIsAbsent: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const request = c.req.raw;
  const contentType = request.headers.get("content-type");
  const length = request.headers.get("content-length");
  // The body is asked for last: on the lightweight request of @hono/node-server, that builds a Request.
  if (contentType && JSON_MEDIA_TYPE.test(contentType) && (length === null || length === "0") && request.body) {
    // Read through the HonoRequest: a non-empty body stays cached for the validator.
    if ((await c.req.text()) === "") {
      const headers = new Headers(request.headers);
      headers.delete("content-type");
      headers.delete("content-length");
      c.req.raw = new Request(request.url, { method: request.method, headers, signal: request.signal });
    }
  }
  await next();
};

import type { MiddlewareHandler } from "hono";
import { isMultipart, readLimitedBody } from "@/lib/net/body-limit";
import type { ApiEnv } from "./context";

export {
  BodyTooLargeError,
  declaresMoreThan,
  isBodyTooLarge,
  isMultipart,
  type LimitedBody,
  limitBodyStream,
  maxJsonBodyBytes,
  payloadTooLargeResponse,
  readBodyWithin,
  readLimitedBody,
} from "@/lib/net/body-limit";

/**
 * The API app's side of the body limit (lib/net/body-limit.ts). Multipart uploads to the upload
 * routes keep their own streaming 100 MiB cap.
 */

/** Routes that read a multipart body as a stream under their own cap (lib/modules/documents/upload.ts). */
const STREAMED_UPLOAD_ROUTES = new Set(["POST /v1/documents"]);

const BODILESS_METHODS = new Set(["GET", "HEAD"]);

/** The presigned upload (lib/modules/file-uploads): raw bytes streamed under the upload cap. */
const isPresignedUpload = (method: string, path: string) => method === "PUT" && path.startsWith("/files/uploads/");

/**
 * The API app's limit, ahead of every other middleware that might read a body: a body within the
 * limit is read here and handed on in memory (the validators would read it whole anyway).
 */
export const limitRequestBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // These carry no body (the server hands them on without one): asking for it would only build a
  // full Request object per call, the most frequent calls of all.
  if (BODILESS_METHODS.has(c.req.method)) {
    return next();
  }
  const request = c.req.raw;
  if (isMultipart(request.headers) && STREAMED_UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`)) {
    return next();
  }
  if (isPresignedUpload(c.req.method, c.req.path)) {
    return next();
  }
  const body = await readLimitedBody(request);
  if (!body.ok) {
    return body.response;
  }
  if (body.bytes) {
    c.req.raw = new Request(request, { body: body.bytes });
  }
  await next();
};

import { config } from "@/lib/config/env";
import { errorBody, errorCodes } from "@/lib/contract/error-codes";

/**
 * One size limit for request bodies (MAX_JSON_BODY_BYTES, default 1 MiB), shared by the API app,
 * route handlers that read a body themselves and the web app's proxy: a declared Content-Length over
 * it is refused before anything is read, and a streamed body is counted as it arrives and refused the
 * moment it passes the limit; the rest is never read. Pure functions, free of server imports: the web
 * half of the process uses them too.
 */

const MULTIPART = /^multipart\/form-data/i;

export const maxJsonBodyBytes = () => config().maxJsonBodyBytes;

export function isMultipart(headers: Headers): boolean {
  return MULTIPART.test(headers.get("content-type") ?? "");
}

/**
 * The 413 answer. It carries no `Connection: close`: closing the socket at once, with the client's
 * bytes still arriving, makes the kernel reset the connection, and a client still sending could
 * lose the answer to that reset. Instead the server discards (never holds) whatever is still on its
 * way for a moment (@hono/node-server drains at most 500 ms or 64 MiB), then closes the connection.
 */
export function payloadTooLargeResponse(limit: number): Response {
  const message = `The request body is larger than ${limit} bytes. Send a smaller body (files go to POST /v1/documents).`;
  return Response.json(errorBody("payload_too_large", message), {
    status: errorCodes.payload_too_large.status,
    headers: { "cache-control": "no-store" },
  });
}

/** A Content-Length value as a number of bytes; undefined when absent or not a plain decimal number. */
export function declaredLength(declared: string | null | undefined): number | undefined {
  return declared != null && /^\s*\d+\s*$/.test(declared) ? Number(declared) : undefined;
}

/** True when the request announces more than `limit` bytes (an unparseable length counts as too many). */
export function declaresMoreThan(headers: Headers, limit: number): boolean {
  const declared = headers.get("content-length");
  if (declared === null) {
    return false;
  }
  const length = declaredLength(declared);
  return length === undefined || length > limit;
}

/** The error a limited body stream fails with once it passes its limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = "BodyTooLargeError";
  }
}

/** Also when wrapped: a fetch implementation may wrap the stream's error in its own (as `cause`). */
export function isBodyTooLarge(error: unknown): boolean {
  for (let current = error, hops = 0; current && typeof current === "object" && hops < 5; hops++) {
    if (current instanceof BodyTooLargeError) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Passes the body through unchanged, counting bytes; past `limit` the stream errors with
 * BodyTooLargeError and the source is cancelled, so nothing more is read from the client.
 */
export function limitBodyStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Reads a whole body of at most `limit` bytes; null when it is larger (the rest is left unread and
 * the stream cancelled). Never holds more than `limit` bytes.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    if (isBodyTooLarge(error)) {
      return null;
    }
    throw error;
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> | null } | { ok: false; response: Response };

/**
 * A request's whole body within the limit (null when it has none), or the answer that refuses it:
 * 413 by the declared length before anything is read or as soon as the stream passes the limit,
 * 400 when the body cannot be read (the client went away). For the API app and any route handler
 * that reads a body itself.
 */
export async function readLimitedBody(request: Request, limit = maxJsonBodyBytes()): Promise<LimitedBody> {
  if (!request.body) {
    return { ok: true, bytes: null };
  }
  if (declaresMoreThan(request.headers, limit)) {
    return { ok: false, response: payloadTooLargeResponse(limit) };
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyWithin(request.body, limit);
  } catch {
    const unreadable = errorBody("bad_request", "The request body could not be read.");
    return { ok: false, response: Response.json(unreadable, { status: errorCodes.bad_request.status }) };
  }
  return bytes === null ? { ok: false, response: payloadTooLargeResponse(limit) } : { ok: true, bytes };
}

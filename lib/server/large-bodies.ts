import type { IncomingMessage, ServerResponse } from "node:http";
import { finished } from "node:stream/promises";
import { concurrencyLimiter } from "@/lib/concurrency/limiter";
import { declaredLength } from "@/lib/net/body-limit";

/** A body over this many bytes is a large one: read first, then handled in turns. */
export const LARGE_BODY_BYTES = 64 * 1024;
/** Large-body requests this process handles at once; the rest wait, their bodies already read. */
export const LARGE_BODIES_AT_ONCE = 1;

/**
 * How long a large request keeps its turn: one still running after this (waiting on a lock, a slow
 * query) lets the next one in and carries on beside it, so that one slow request never holds up the
 * others for longer than this.
 */
export const LARGE_BODY_HOLD_MS = 500;

/** Resolves when `closed` does or after `ms`, whichever comes first. */
async function untilClosedOrLonger(closed: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

type Handle = (request: IncomingMessage, response: ServerResponse) => void;

/** The whole body, or undefined when the client went away before sending it all. */
async function readWhole(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  try {
    await finished(request);
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

/**
 * Admission for requests with large bodies (intake filings with up to 100,000 characters of context,
 * for one): each one costs the event loop milliseconds of work in short turns (its body read,
 * the Request built, authentication, validation, a dozen queries), and ten arriving together queued
 * every other request, /api/health included, behind all of their turns at once (docs/performance.md,
 * "Intake answering"). Such a request's body is read in full first (so a slow client holds no
 * slot), then at most `atOnce` of them are handled at a time, first come first served; the others
 * wait with their bodies in memory (at most `limit` bytes each). Requests with a small body, no
 * declared length (a chunked stream) or a declared length over `limit` (an upload, or a body the API
 * refuses with 413 before reading it) are handed on at once and untouched.
 *
 * The body read here reaches the API app as @hono/node-server's `rawBody` (the property it reads a
 * pre-read body from, as on Cloud Functions), so nothing reads the socket twice.
 */
export function largeBodyAdmission(options: {
  limit: () => number;
  atOnce?: number;
  threshold?: number;
  holdMs?: number;
}) {
  const admit = concurrencyLimiter(options.atOnce ?? LARGE_BODIES_AT_ONCE);
  const threshold = options.threshold ?? LARGE_BODY_BYTES;
  const holdMs = options.holdMs ?? LARGE_BODY_HOLD_MS;
  return (request: IncomingMessage, response: ServerResponse, handle: Handle): void => {
    const length = declaredLength(request.headers["content-length"]);
    if (length === undefined || length <= threshold || length > options.limit()) {
      handle(request, response);
      return;
    }
    // Listened for from the start: a client that leaves while its request waits must free no slot
    // it never took, and one that leaves while handled must free its slot.
    let isClosed = false;
    const closed = new Promise<void>((resolve) =>
      response.once("close", () => {
        isClosed = true;
        resolve();
      }),
    );
    void (async () => {
      const body = await readWhole(request);
      if (!body) {
        response.destroy();
        return;
      }
      Object.assign(request, { rawBody: body });
      await admit(async () => {
        if (isClosed) {
          return;
        }
        handle(request, response);
        await untilClosedOrLonger(closed, holdMs);
      });
    })().catch(() => response.destroy());
  };
}

import { runOnThread, ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import type { RuleToMatch, VendorToMatch } from "./matching";
import type { ParsedFeed } from "./parse";

/**
 * Feed parsing and matching run on a worker thread, never on the thread that answers HTTP ("Poll
 * now" runs in the web process): one short-lived thread per poll, with a heap cap and a time
 * budget (lib/threads/one-shot.ts). Polls are minutes apart per source, so a thread's start-up is
 * not worth a pool.
 */

export interface ParseRequest {
  bytes: ArrayBuffer;
  contentType: string | null;
  maxItems: number;
  vendors: VendorToMatch[];
  rules: RuleToMatch[];
}

export type ParseReply = { feed: ParsedFeed } | { error: string };

export const PARSE_TIMEOUT_MS = 20_000;
export const PARSE_MEMORY_LIMIT_MB = 256;

/** The feed could not be parsed: `message` is written for the person who added the feed. */
export class FeedParseFailed extends Error {}

export async function parseOnThread(request: ParseRequest): Promise<ParsedFeed> {
  let reply: ParseReply;
  try {
    reply = await runOnThread<ParseReply>(threadScript("lib", "modules", "radar-feeds", "parse-worker.ts"), request, {
      limits: { timeoutMs: PARSE_TIMEOUT_MS, memoryLimitMb: PARSE_MEMORY_LIMIT_MB },
      messages: {
        timeout: `Reading the feed took more than ${PARSE_TIMEOUT_MS / 1000} s.`,
        memory: `Reading the feed needed more than ${PARSE_MEMORY_LIMIT_MB} MiB of memory.`,
        crash: "The feed reader ended unexpectedly.",
      },
      transferList: [request.bytes],
    });
  } catch (error) {
    throw error instanceof ThreadStopped ? new FeedParseFailed(error.reason) : error;
  }
  if ("error" in reply) {
    throw new FeedParseFailed(reply.error);
  }
  return reply.feed;
}

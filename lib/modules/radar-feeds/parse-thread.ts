import path from "node:path";
import { Worker } from "node:worker_threads";
import type { RuleToMatch, VendorToMatch } from "./matching";
import type { ParsedFeed } from "./parse";

/**
 * Feed parsing and matching run on a worker thread, never on the thread that answers HTTP ("Poll
 * now" runs in the web process): one short-lived thread per poll, with a heap cap and a time
 * budget, like document extraction (lib/modules/documents/extraction-pool.ts). Polls are minutes
 * apart per source, so a thread's start-up is not worth a pool.
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

/** The thread's script: TypeScript loaded through tsx's require hook, as the extraction threads are. */
function workerScript(): string {
  return path.join(process.cwd(), "lib", "modules", "radar-feeds", "parse-worker.ts");
}

export function parseOnThread(request: ParseRequest): Promise<ParsedFeed> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript(), {
      execArgv: ["--require", "tsx/cjs"],
      workerData: request,
      transferList: [request.bytes],
      resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_LIMIT_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      }
    };
    const timer = setTimeout(
      () => settle(() => reject(new FeedParseFailed(`Reading the feed took more than ${PARSE_TIMEOUT_MS / 1000} s.`))),
      PARSE_TIMEOUT_MS,
    );
    worker.on("message", (reply: ParseReply) =>
      settle(() => ("error" in reply ? reject(new FeedParseFailed(reply.error)) : resolve(reply.feed))),
    );
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new FeedParseFailed(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? `Reading the feed needed more than ${PARSE_MEMORY_LIMIT_MB} MiB of memory.`
              : "The feed reader ended unexpectedly.",
          ),
        ),
      ),
    );
    worker.on("exit", () => settle(() => reject(new FeedParseFailed("The feed reader ended unexpectedly."))));
  });
}

import { Agent, type Dispatcher, request } from "undici";
import { pinnedLookup } from "@/lib/net/outbound-url";
import { feedLimits } from "./schemas";
import { checkFeedUrl } from "./url-rules";

/** A poll's fetch failed: `message` is written for the person who added the feed. */
export class FeedFetchFailed extends Error {}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedFeed =
  | { notModified: true }
  | { notModified: false; bytes: Uint8Array; contentType: string | null; validators: Validators };

const header = (headers: Dispatcher.ResponseData["headers"], name: string): string | null => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const bounded = (value: string | null) => (value && value.length <= 500 ? value : null);

async function readBounded(body: Dispatcher.ResponseData["body"]): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > feedLimits.bodyBytes) {
      body.destroy();
      throw new FeedFetchFailed(`The feed is larger than ${feedLimits.bodyBytes / (1024 * 1024)} MiB.`);
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * What the source's last result says of a failed fetch. Without an answer from the feed (refused,
 * reset, timed out, TLS) it says only that the feed could not be reached: the difference would tell
 * whether a port is open. The cause goes to the server log, with the origin only.
 */
function failureMessage(error: unknown, target: string): string {
  if (error instanceof FeedFetchFailed) {
    return error.message;
  }
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  console.warn(`[radar-feeds] fetch from ${URL.canParse(target) ? new URL(target).origin : "?"} failed: ${cause}`);
  return "The feed could not be reached.";
}

/**
 * GETs the feed with its conditional-request validators, following at most a few redirects (each
 * target checked by the URL rules), within the time budget and the body size bound.
 */
export async function fetchFeed(feedUrl: string, validators: Validators): Promise<FetchedFeed> {
  const signal = AbortSignal.timeout(feedLimits.fetchTimeoutMs);
  let target = feedUrl;
  try {
    for (let hop = 0; hop <= feedLimits.redirects; hop++) {
      const check = await checkFeedUrl(target);
      if (!check.ok) {
        throw new FeedFetchFailed(hop === 0 ? check.reason : "The feed redirected to a URL that is not allowed.");
      }
      const agent = new Agent({
        connect: check.address ? { lookup: pinnedLookup(check.address) as never } : {},
        headersTimeout: feedLimits.fetchTimeoutMs,
        bodyTimeout: feedLimits.fetchTimeoutMs,
      });
      try {
        const headers: Record<string, string> = {
          accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
          "accept-encoding": "identity",
          "user-agent": "VendorRiskPlatform-RadarFeeds/1.0",
        };
        if (validators.etag) {
          headers["if-none-match"] = validators.etag;
        }
        if (validators.lastModified) {
          headers["if-modified-since"] = validators.lastModified;
        }
        const response = await request(check.url, { method: "GET", headers, dispatcher: agent, signal });
        const status = response.statusCode;
        if (status === 304) {
          await response.body.dump();
          return { notModified: true };
        }
        if (status >= 300 && status < 400) {
          await response.body.dump();
          const location = header(response.headers, "location");
          if (!location) {
            throw new FeedFetchFailed(`The feed answered HTTP ${status} without a Location.`);
          }
          target = new URL(location, check.url).href;
          continue;
        }
        if (status < 200 || status >= 300) {
          await response.body.dump();
          throw new FeedFetchFailed(`The feed answered HTTP ${status}.`);
        }
        const bytes = await readBounded(response.body);
        return {
          notModified: false,
          bytes,
          contentType: header(response.headers, "content-type"),
          validators: {
            etag: bounded(header(response.headers, "etag")),
            lastModified: bounded(header(response.headers, "last-modified")),
          },
        };
      } finally {
        void agent.destroy().catch(() => {});
      }
    }
    throw new FeedFetchFailed(`The feed redirected more than ${feedLimits.redirects} times.`);
  } catch (error) {
    throw new FeedFetchFailed(failureMessage(error, target));
  }
}

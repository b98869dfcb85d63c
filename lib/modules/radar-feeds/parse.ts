import { createHash } from "node:crypto";
import { parseFeed } from "@rowanmanning/feed-parser";
import { MAX_UNIX_SECONDS, MIN_UNIX_SECONDS } from "@/lib/api/timestamps";
import { FeedItemMatcher, type RuleToMatch, type VendorToMatch } from "./matching";
import { collapseSpace, stripHtml, truncate } from "./text";

/** Bounds of what one feed item contributes (the radar's own bounds are larger). */
export const itemLimits = {
  title: 500,
  summary: 5_000,
  url: 2_000,
  /** HTML of a description read before stripping; the rest is never looked at. */
  html: 100_000,
  key: 300,
} as const;

export interface FeedEntry {
  /** Stable across polls: the item's guid or id, else its link, else a hash of its title and date. */
  key: string;
  title: string;
  summary: string;
  url: string | null;
  /** Unix milliseconds. */
  publishedAt: number | null;
}

export interface MatchedEntry extends FeedEntry {
  vendorIds: string[];
  impactType: string;
}

export interface ParsedFeed {
  title: string | null;
  /** How many items the feed held (before the per-poll bound). */
  itemCount: number;
  entries: MatchedEntry[];
}

export class InvalidFeed extends Error {}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function entryKey(id: string | null, url: string | null, title: string, publishedAt: number | null): string {
  const key = id?.trim() ? `id:${id.trim()}` : url ? `url:${url}` : `hash:${sha256(`${title}\n${publishedAt ?? ""}`)}`;
  return key.length > itemLimits.key ? `sha256:${sha256(key)}` : key;
}

const httpUrl = (value: string | null) =>
  value && /^https?:\/\//i.test(value) && value.length <= itemLimits.url ? value : null;

/** The charset named by the Content-Type header or the XML declaration, else UTF-8. */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const declared =
    /charset=["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ??
    /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(new TextDecoder("latin1").decode(bytes.subarray(0, 200)))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** A feed's date in milliseconds, when it is one the API can name (1970 to 9999); else no date. */
function datedWithinRange(date: Date): number | null {
  const ms = date.getTime();
  return ms >= MIN_UNIX_SECONDS * 1000 && ms <= MAX_UNIX_SECONDS * 1000 ? ms : null;
}

/**
 * Parses an RSS or Atom document and matches each of its first `maxItems` items against the
 * organization's vendors and keyword rules. Throws InvalidFeed when the document is not a feed.
 */
export function parseAndMatch(
  xml: string,
  options: { maxItems: number; vendors: readonly VendorToMatch[]; rules: readonly RuleToMatch[] },
): ParsedFeed {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new InvalidFeed(`Not an RSS or Atom feed: ${message}`.slice(0, 300));
  }
  const matcher = new FeedItemMatcher(options.vendors, options.rules);
  const items = feed.items;
  const entries: MatchedEntry[] = [];
  for (const item of items.slice(0, options.maxItems)) {
    const url = httpUrl(item.url);
    const published = item.published ?? item.updated;
    const publishedAt = published ? datedWithinRange(published) : null;
    const html = (item.description ?? item.content ?? "").slice(0, itemLimits.html);
    const summary = truncate(stripHtml(html), itemLimits.summary);
    const title = truncate(collapseSpace(stripHtml((item.title ?? "").slice(0, itemLimits.html))), itemLimits.title);
    if (!title && !summary) {
      continue; // nothing to read or match
    }
    const entry: FeedEntry = { key: entryKey(item.id, url, title, publishedAt), title, summary, url, publishedAt };
    entries.push({ ...entry, ...matcher.match(entry) });
  }
  return { title: feed.title, itemCount: items.length, entries };
}

/**
 * How a vendor is named in a text: its name as whole words, or a host of its website. The rules the
 * radar feed matcher (lib/modules/radar-feeds/matching.ts) finds vendors in feed items by, and the
 * radar module explains an alert's match by (lib/modules/radar/raised-because.ts). Pure, and linear
 * in its input (plain scans and regular expressions without nested quantifiers), because the input is
 * whatever a feed sends.
 */

/**
 * A vendor name shorter than this (letters and digits, spaces left out) is matched by its domain
 * only: "HP" or "GO" as a whole word would name a vendor in far too many headlines.
 */
export const MIN_NAME_CHARACTERS = 3;

/** Lower-cased words (runs of letters and digits), after Unicode compatibility normalisation. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A URL's or a bare host name's host, lower-cased, without a leading "www." (null when there is none). */
export function hostOf(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) {
    return null;
  }
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("www.")) {
    host = host.slice(4);
  }
  return host.includes(".") ? host : null;
}

function trimDotsAndHyphens(chunk: string): string {
  let start = 0;
  let end = chunk.length;
  while (start < end && (chunk[start] === "." || chunk[start] === "-")) {
    start++;
  }
  while (end > start && (chunk[end - 1] === "." || chunk[end - 1] === "-")) {
    end--;
  }
  return chunk.slice(start, end);
}

/** Host names written in the text ("acme.com", "status.acme.io"), lower-cased. */
export function hostsIn(text: string): string[] {
  const hosts: string[] = [];
  for (const chunk of text.toLowerCase().split(/[^a-z0-9.-]+/)) {
    const candidate = trimDotsAndHyphens(chunk);
    if (candidate.includes(".") && /[a-z]/.test(candidate)) {
      hosts.push(candidate);
    }
  }
  return hosts;
}

/** The host and each of its parent domains with at least one dot: a.b.acme.com → a.b.acme.com, b.acme.com, acme.com. */
export function hostAndParents(host: string): string[] {
  const labels = host.split(".");
  const result: string[] = [];
  for (let start = 0; start < labels.length - 1; start++) {
    result.push(labels.slice(start).join("."));
  }
  return result;
}

import { hostAndParents, hostOf, hostsIn, MIN_NAME_CHARACTERS, words } from "./text";

/**
 * Why the feed matcher (lib/modules/radar-feeds/matching.ts) named a vendor in an item, found again
 * from the item's stored text by the same rules: the vendor's name as whole words (long enough names
 * only), or a host of its website in the text or the item's link. Pure and linear in the item's text.
 */

export interface ExplainedItem {
  title: string | null;
  summary: string | null;
  url: string | null;
}

export interface ExplainedVendor {
  name: string;
  website: string | null;
}

export interface VendorMatch {
  kind: "name" | "domain";
  /** The name or host that matched. */
  text: string;
  field: "title" | "summary" | "url";
}

function containsPhrase(text: string[], phrase: string[]): boolean {
  if (phrase.length === 0) {
    return false;
  }
  for (let start = 0; start + phrase.length <= text.length; start++) {
    if (phrase.every((word, offset) => text[start + offset] === word)) {
      return true;
    }
  }
  return false;
}

function hostMatching(hosts: readonly string[], domain: string): string | undefined {
  return hosts.find((host) => hostAndParents(host.startsWith("www.") ? host.slice(4) : host).includes(domain));
}

export function explainVendorMatch(item: ExplainedItem, vendor: ExplainedVendor): VendorMatch | null {
  const nameWords = words(vendor.name);
  const fields = [
    ["title", item.title ?? ""],
    ["summary", item.summary ?? ""],
  ] as const;
  if (nameWords.join("").length >= MIN_NAME_CHARACTERS) {
    for (const [field, text] of fields) {
      if (containsPhrase(words(text), nameWords)) {
        return { kind: "name", text: vendor.name, field };
      }
    }
  }
  const domain = hostOf(vendor.website);
  if (domain) {
    for (const [field, text] of fields) {
      const host = hostMatching(hostsIn(text), domain);
      if (host) {
        return { kind: "domain", text: host, field };
      }
    }
    const link = hostOf(item.url);
    if (link && hostMatching([link], domain)) {
      return { kind: "domain", text: link, field: "url" };
    }
  }
  return null;
}

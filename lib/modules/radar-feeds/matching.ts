import { hostAndParents, hostOf, hostsIn, MIN_NAME_CHARACTERS, words } from "@/lib/vendor-mentions";

/**
 * Which vendors a feed item names, and which impact type the organization's keyword rules give it.
 * Pure, and linear in the item's text: the text is split into words once, and the phrases (vendor
 * names, keywords) are found through a word trie.
 */

export interface VendorToMatch {
  id: string;
  name: string;
  website: string | null;
}

export interface RuleToMatch {
  keyword: string;
  impactType: string;
}

/** The impact type of an item no rule matches. */
export const FALLBACK_IMPACT_TYPE = "Other";

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  values: T[];
}

const trieNode = <T>(): TrieNode<T> => ({ next: new Map(), values: [] });

/**
 * Phrases of whole words in a word trie: finding them in a text costs at most (words of the text) ×
 * (words of the longest phrase), however many phrases share their first words.
 */
class PhraseIndex<T> {
  private readonly root = trieNode<T>();

  add(phraseWords: string[], value: T): void {
    if (phraseWords.length === 0) {
      return;
    }
    let node = this.root;
    for (const word of phraseWords) {
      let child = node.next.get(word);
      if (!child) {
        child = trieNode<T>();
        node.next.set(word, child);
      }
      node = child;
    }
    node.values.push(value);
  }

  /** The value of every phrase that occurs in `text` as consecutive whole words. */
  *find(text: string[]): Generator<T> {
    for (let start = 0; start < text.length; start++) {
      let node = this.root.next.get(text[start] as string);
      for (let index = start + 1; node; index++) {
        yield* node.values;
        node = index < text.length ? node.next.get(text[index] as string) : undefined;
      }
    }
  }
}

export interface ItemText {
  title: string;
  summary: string;
  url: string | null;
}

export interface ItemMatch {
  vendorIds: string[];
  impactType: string;
}

export class FeedItemMatcher {
  private readonly vendorNames = new PhraseIndex<string>();
  private readonly vendorDomains = new Map<string, string[]>();
  private readonly keywords = new PhraseIndex<number>();
  private readonly ruleImpactTypes: string[];

  constructor(vendors: readonly VendorToMatch[], rules: readonly RuleToMatch[]) {
    for (const vendor of vendors) {
      const nameWords = words(vendor.name);
      if (nameWords.join("").length >= MIN_NAME_CHARACTERS) {
        this.vendorNames.add(nameWords, vendor.id);
      }
      const domain = hostOf(vendor.website);
      if (domain) {
        this.vendorDomains.set(domain, [...(this.vendorDomains.get(domain) ?? []), vendor.id]);
      }
    }
    rules.forEach((rule, position) => {
      this.keywords.add(words(rule.keyword), position);
    });
    this.ruleImpactTypes = rules.map((rule) => rule.impactType);
  }

  /** The vendors the item names (in the order first named) and its impact type. */
  match(item: ItemText): ItemMatch {
    const text = `${item.title}\n${item.summary}`;
    const textWords = words(text);
    const vendorIds = new Set<string>(this.vendorNames.find(textWords));
    const linkHost = hostOf(item.url);
    for (const host of [...hostsIn(text), ...(linkHost ? [linkHost] : [])]) {
      for (const domain of hostAndParents(host.startsWith("www.") ? host.slice(4) : host)) {
        for (const vendorId of this.vendorDomains.get(domain) ?? []) {
          vendorIds.add(vendorId);
        }
      }
    }
    let firstRule = Number.POSITIVE_INFINITY;
    for (const position of this.keywords.find(textWords)) {
      firstRule = Math.min(firstRule, position);
    }
    return {
      vendorIds: [...vendorIds],
      impactType: this.ruleImpactTypes[firstRule] ?? FALLBACK_IMPACT_TYPE,
    };
  }
}

/**
 * A concept of the intake lexicon: the words that name one thing a question or an option asks
 * about ("payment card data", "network or VPN access", "the EU"), and how it relates to others.
 * Concepts are general: a question finds its concepts by the lexicon matching its own text,
 * guidance and option labels; nothing is keyed by a question's key.
 */
export interface Concept {
  id: string;
  /** What it is, in reasoning ("payment card data"). */
  label: string;
  /**
   * What it is one of: options of one question belong to one family (regions, data types, access
   * levels); an "Other" option stands for the family's concepts its siblings leave out.
   */
  families: string[];
  /** Regular expression sources, matched whole-word in the folded lower-case text. */
  terms: string[];
  /** Sources matched as written (case-sensitive): "US", "PAN", "uses UPS for". */
  caseTerms?: string[];
  /** A few words listed when nothing mentions it. */
  examples: string[];
  /** Says little on its own ("data", "our systems"): a statement of absence, never an option. */
  generic?: boolean;
  /** Stated, it denies these: remote work denies on-site work, in-house denies subcontracting. */
  opposes?: string[];
  /** Stated, it states these too: sensitive personal data is personal data. */
  kindOf?: string[];
  /** Stated, it suggests these (a weak reading): "SOC 2" without a type suggests SOC 2 Type II. */
  suggests?: string[];
  /**
   * Applies (a weak, inferred reading) when every concept of one group is stated: PCI DSS from card
   * data. Only for questions that ask what applies, not what is held.
   */
  impliedBy?: string[][];
  /** Families whose words carry a denial of it: "no access to our data" denies the data. */
  deniedThrough?: string[];
  /** A status held today: planned or in progress is not held; a question about it asks what is held. */
  held?: boolean;
  /** Counts only in a clause that also mentions one of these: a region is a data location only there. */
  qualifiedBy?: string[];
  /** Among several supported options of a single select, the riskier (higher) one is the answer. */
  risk?: number;
  /** Naturally stated as a condition ("if it goes down, …"): a conditional clause still counts. */
  conditional?: boolean;
  /** Naturally speaks of other companies ("plenty of alternatives"): a mention of others still counts. */
  comparative?: boolean;
  /** Option labels naming it that its terms do not match ("Easily, within weeks"), as written. */
  labels?: string[];
}

/** An alternation group of sources. */
export const anyOf = (...sources: string[]) => `(?:${sources.join("|")})`;

/**
 * The offline classifier: keyword rules over the extracted text (and the file name) pick a
 * document_type slug of the default list; nothing convincing is `other`. No pattern may hold two
 * quantifiers over the same characters side by side (`\s*\/?\s*` split a long run of spaces every
 * possible way, quadratic in its length): the text is an upload's.
 */

interface Rule {
  type: string;
  /** Phrases that all but name the type. */
  strong: RegExp[];
  /** Vocabulary typical of the type. */
  weak: RegExp[];
}

const RULES: Rule[] = [
  {
    type: "soc2_type2",
    strong: [/\bsoc\s*2\b[^\n]{0,40}\btype\s*(ii|2)\b/i, /\btrust services criteria\b/i],
    weak: [
      /\bsoc\s*2\b/i,
      /\bservice auditor/i,
      /\baicpa\b/i,
      /\bcomplementary user entity controls\b/i,
      /\bssae\s*18\b/i,
    ],
  },
  {
    type: "soc2_type1",
    strong: [/\bsoc\s*2\b[^\n]{0,40}\btype\s*(i|1)\b/i],
    weak: [/\bsoc\s*2\b/i, /\bas of a point in time\b/i, /\bsuitability of the design\b/i, /\bssae\s*18\b/i],
  },
  {
    type: "iso27001_certificate",
    strong: [/\biso\s*(\/\s*)?(iec\s*)?27001\b[^\n]{0,80}\bcertif/i, /\bcertificate of registration\b/i],
    weak: [
      /\biso\s*(\/\s*)?(iec\s*)?27001\b/i,
      /\bstatement of applicability\b/i,
      /\binformation security management system\b/i,
      /\bcertification body\b/i,
    ],
  },
  {
    type: "penetration_test",
    strong: [/\bpenetration test(ing)?\b/i, /\bpen[- ]?test\b/i],
    weak: [/\bvulnerabilit(y|ies)\b/i, /\bcvss\b/i, /\bexploit/i, /\bremediation\b/i, /\bowasp\b/i, /\bseverity\b/i],
  },
  {
    type: "privacy_policy",
    strong: [/\bprivacy (policy|notice|statement)\b/i],
    weak: [
      /\bpersonal (data|information)\b/i,
      /\bcookies?\b/i,
      /\byour rights\b/i,
      /\bwe collect\b/i,
      /\bopt[- ]out\b/i,
    ],
  },
  {
    type: "insurance_certificate",
    strong: [/\bcertificate of (liability )?insurance\b/i, /\bacord\b/i],
    weak: [
      /\binsurer\b/i,
      /\binsured\b/i,
      /\bpolicy (number|period)\b/i,
      /\bcoverage\b/i,
      /\blimits? of liability\b/i,
      /\bcyber liability\b/i,
    ],
  },
  {
    type: "financial_statement",
    strong: [/\b(audited )?financial statements?\b/i, /\bbalance sheet\b/i, /\bincome statement\b/i],
    weak: [
      /\bcash flows?\b/i,
      /\btotal assets\b/i,
      /\btotal liabilities\b/i,
      /\brevenue\b/i,
      /\bnet income\b/i,
      /\bshareholders'? equity\b/i,
    ],
  },
  {
    type: "dpa",
    strong: [/\bdata processing (agreement|addendum)\b/i, /\bstandard contractual clauses\b/i],
    weak: [
      /\bsub-?processors?\b/i,
      /\bcontroller\b/i,
      /\bprocessor\b/i,
      /\barticle 28\b/i,
      /\bgdpr\b/i,
      /\bdata subjects?\b/i,
    ],
  },
  {
    type: "security_policy",
    strong: [/\binformation security policy\b/i, /\bacceptable use policy\b/i],
    weak: [/\baccess control\b/i, /\bencryption\b/i, /\bincident response\b/i, /\bpolicy owner\b/i, /\bpassword\b/i],
  },
  {
    type: "business_continuity_plan",
    strong: [/\bbusiness continuity (plan|management)\b/i, /\bdisaster recovery plan\b/i],
    weak: [/\brecovery time objective\b/i, /\brto\b/i, /\brpo\b/i, /\bfailover\b/i, /\bcrisis\b/i],
  },
  {
    type: "questionnaire_response",
    strong: [/\b(security )?questionnaire\b/i, /\b(sig|caiq)\b/i],
    weak: [/\bquestion\b/i, /\banswer\b/i, /\bresponse\b/i, /\bcomments?\b/i],
  },
];

const STRONG_WEIGHT = 6;
const MIN_SCORE = 6;

function score(rule: Rule, text: string): number {
  const strong = rule.strong.filter((pattern) => pattern.test(text)).length;
  const weak = rule.weak.filter((pattern) => pattern.test(text)).length;
  return strong * STRONG_WEIGHT + weak * 2;
}

/** The best-scoring type for the text and file name, or `other`. Only slugs in `allowed` are chosen. */
export function classifyDocument(text: string | null, fileName: string, allowed?: ReadonlySet<string>): string {
  // The title and opening pages say what a document is; the file name is a hint too.
  const sample = `${fileName.replace(/[_.-]+/g, " ")}\n${(text ?? "").slice(0, 200_000)}`;
  let best: { type: string; score: number } | null = null;
  for (const rule of RULES) {
    if (allowed && !allowed.has(rule.type)) {
      continue;
    }
    const value = score(rule, sample);
    if (value >= MIN_SCORE && (!best || value > best.score)) {
      best = { type: rule.type, score: value };
    }
  }
  return best?.type ?? "other";
}

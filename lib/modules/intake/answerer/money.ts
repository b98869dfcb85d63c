/**
 * Amounts of money in a passage, and what they come to per year: "$4,500 a month" is $54,000;
 * "$6 per employee per month" with "420 employees" is $30,240; "the three-year agreement totals
 * €540,000" is €180,000. Amounts in another currency are converted at an approximate rate.
 */

/** A range of US dollars an option covers: [low, high), open-ended above when high is Infinity. */
export type Bracket = [number, number];

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MULTIPLIER = String.raw`(?:\s?(k|mm|mn|m|bn|b|thousand|million|billion)(?![a-z]))?`;

function scale(value: string, multiplier: string | undefined): number {
  const number = Number(value.replace(/,/g, ""));
  switch ((multiplier ?? "").toLowerCase()) {
    case "k":
    case "thousand":
      return number * 1e3;
    case "m":
    case "mm":
    case "mn":
    case "million":
      return number * 1e6;
    case "b":
    case "bn":
    case "billion":
      return number * 1e9;
    default:
      return number;
  }
}

/** An option label as a range of US dollars: "Under $50,000", "$50,000 to $250,000", "Over $1,000,000". */
export function bracketOf(label: string): Bracket | null {
  const amounts = [...label.matchAll(new RegExp(String.raw`\$\s?${NUMBER}${MULTIPLIER}`, "gi"))].map((match) =>
    scale(match[1] ?? "0", match[2]),
  );
  if (amounts.length === 2) {
    return [amounts[0] as number, amounts[1] as number];
  }
  if (amounts.length === 1) {
    const amount = amounts[0] as number;
    if (/\b(?:under|below|less than|up to|<)/i.test(label)) {
      return [0, amount];
    }
    if (/\b(?:over|above|more than|greater than|>)/i.test(label)) {
      return [amount, Number.POSITIVE_INFINITY];
    }
  }
  return null;
}

/** Approximate US dollars per unit of each currency, and how the text writes it. */
export const CURRENCIES: Record<string, { rate: number; before: string[]; after: string[] }> = {
  USD: { rate: 1, before: ["US\\$", "USD", "U\\.S\\.\\s?\\$", "\\$"], after: ["USD", "dollars?", "US dollars"] },
  EUR: { rate: 1.08, before: ["€", "EUR"], after: ["EUR", "euros?", "€"] },
  GBP: { rate: 1.27, before: ["£", "GBP"], after: ["GBP", "pounds?(?: sterling)?", "£"] },
  CAD: { rate: 0.73, before: ["C\\$", "CA\\$", "CAD"], after: ["CAD", "Canadian dollars"] },
  AUD: { rate: 0.66, before: ["A\\$", "AU\\$", "AUD"], after: ["AUD", "Australian dollars"] },
  CHF: { rate: 1.12, before: ["CHF"], after: ["CHF", "Swiss francs?"] },
  JPY: { rate: 0.0067, before: ["¥", "JPY"], after: ["JPY", "yen"] },
  INR: { rate: 0.012, before: ["₹", "INR"], after: ["INR", "rupees?"] },
};

export interface Amount {
  value: number;
  currency: string;
  /** Offsets into the folded passage. */
  start: number;
  end: number;
}

const currencyPattern = (side: "before" | "after") =>
  Object.entries(CURRENCIES)
    .flatMap(([code, currency]) => currency[side].map((source) => ({ code, source })))
    .sort((a, b) => b.source.length - a.source.length);

const BEFORE = currencyPattern("before");
const AFTER = currencyPattern("after");
const AMOUNT = new RegExp(
  String.raw`(?<![\w$€£¥₹])(${BEFORE.map((entry) => entry.source).join("|")})\s?${NUMBER}${MULTIPLIER}|(?<![\w.,])${NUMBER}${MULTIPLIER}\s?(${AFTER.map((entry) => entry.source).join("|")})(?![a-z])`,
  "gi",
);

function currencyOf(written: string, side: "before" | "after"): string {
  const entries = side === "before" ? BEFORE : AFTER;
  return entries.find((entry) => new RegExp(`^(?:${entry.source})$`, "i").test(written))?.code ?? "USD";
}

/** The amounts of money a folded passage states. */
export function amountsIn(folded: string): Amount[] {
  const amounts: Amount[] = [];
  AMOUNT.lastIndex = 0;
  for (let match = AMOUNT.exec(folded); match; match = AMOUNT.exec(folded)) {
    const [, before, beforeNumber, beforeMultiplier, afterNumber, afterMultiplier, after] = match;
    const value = before ? scale(beforeNumber ?? "0", beforeMultiplier) : scale(afterNumber ?? "0", afterMultiplier);
    const currency = before ? currencyOf(before, "before") : currencyOf(after ?? "", "after");
    amounts.push({ value, currency, start: match.index, end: match.index + match[0].length });
  }
  return amounts;
}

export type Period = "year" | "quarter" | "month" | "week" | "day" | "hour" | "once";

const PERIOD_WORDS: Record<string, Period> = {
  year: "year",
  yr: "year",
  annum: "year",
  quarter: "quarter",
  month: "month",
  mo: "month",
  week: "week",
  wk: "week",
  day: "day",
  hour: "hour",
  hr: "hour",
};
const PERIOD_ADVERBS: [RegExp, Period][] = [
  [/^(?:annually|yearly|p\.?a\.?|annual)\b/, "year"],
  [/^(?:monthly|pm|p\.m\.)(?![a-z])/, "month"],
  [/^quarterly\b/, "quarter"],
  [/^weekly\b/, "week"],
  [/^(?:daily|nightly)\b/, "day"],
  [/^hourly\b/, "hour"],
];
/** Per-unit abbreviations: per employee (member, user) per month. */
const PER_UNIT_ABBREVIATIONS: [RegExp, string, Period][] = [
  [/^pepm\b/, "employee", "month"],
  [/^pmpm\b/, "member", "month"],
  [/^pupm\b/, "user", "month"],
];

/** What follows an amount: its period ("a month", "/yr") and the unit it is a price of ("per check"). */
export function rateAfter(lowerRest: string): { period: Period | null; unit: string | null; each: boolean } {
  let rest = lowerRest;
  let period: Period | null = null;
  let unit: string | null = null;
  for (let step = 0; step < 3; step += 1) {
    const abbreviation = PER_UNIT_ABBREVIATIONS.find(([pattern]) => pattern.test(rest.trimStart()));
    if (abbreviation) {
      return { period: abbreviation[2], unit: abbreviation[1], each: false };
    }
    const adverb = PERIOD_ADVERBS.find(([pattern]) => pattern.test(rest.trimStart()));
    if (adverb && !period) {
      period = adverb[1];
      break;
    }
    const per = /^\s*(?:\/\s?|-?\s?per\s?-?\s?|\s(?:a|an|each|every)\s|\sper\s)([a-z]+)/.exec(rest);
    if (!per) {
      break;
    }
    const word = per[1] ?? "";
    if (PERIOD_WORDS[word] && !period) {
      period = PERIOD_WORDS[word] ?? null;
    } else if (!unit && !PERIOD_WORDS[word]) {
      unit = word;
    }
    rest = rest.slice(per[0].length);
  }
  return { period, unit, each: /^\s*(?:\/\s?\w+\s)?\s*each\b/.test(rest) || /^\s*each\b/.test(lowerRest) };
}

/** A count of things in a passage: "420 employees", "~14,000 orders a month", "400k words". */
export interface Count {
  value: number;
  noun: string;
  period: Period | null;
  start: number;
}

const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, twelve: 12 };

const countCache = new Map<string, Count[]>();

/** Counts in a text, read once per text (a price per unit looks for its count in every passage). */
export function countsIn(lower: string): Count[] {
  const cached = countCache.get(lower);
  if (cached) {
    return cached;
  }
  const counts = readCounts(lower);
  if (countCache.size > 5_000) {
    countCache.clear();
  }
  countCache.set(lower, counts);
  return counts;
}

function readCounts(lower: string): Count[] {
  const pattern = new RegExp(
    String.raw`(?<![\w$€£.,])(?:~|about |around |approx\.? |approximately |roughly )?(${NUMBER.slice(1, -1)}|two|three|four|five|six|ten|twelve)${MULTIPLIER}\+? (?:[a-z]+ ){0,2}?(?!(?:us|is|was|has|as|its|this|plus|yes|his)\b)([a-z]+s|staff|people|personnel)\b((?: (?:a|an|per|each|every) (?:year|month|week|quarter|day))?)`,
    "g",
  );
  const counts: Count[] = [];
  for (const match of lower.matchAll(pattern)) {
    const raw = match[1] ?? "0";
    const value = WORD_NUMBERS[raw] ?? scale(raw, match[2]);
    const periodWord = /(year|month|week|quarter|day)$/.exec(match[4] ?? "")?.[1];
    counts.push({
      value,
      noun: match[3] ?? "",
      period: periodWord ? (PERIOD_WORDS[periodWord] ?? null) : null,
      start: match.index ?? 0,
    });
  }
  return counts;
}

/** Things that happen, priced per occurrence: their count may be a frequency ("every Tuesday"). */
const OCCURRENCES =
  /^(?:visit|pickup|pick-up|collection|delivery|session|shift|trip|run|service|clean|cleaning|job|callout|call-out|wave|event|class|workshop|sweep|inspection)$/;
const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const FREQUENCIES: [RegExp, number][] = [
  [new RegExp(String.raw`\bevery (?:${WEEKDAYS}|week)\b|\bweekly\b|\bonce a week\b`), 52],
  [/\bevery (?:day|night|weekday)\b|\bdaily\b|\bnightly\b/, 260],
  [/\bevery month\b|\bmonthly\b|\bonce a month\b/, 12],
  [/\bevery other week\b|\bfortnightly\b|\bbiweekly\b|\btwice a month\b/, 26],
  [/\btwice a week\b/, 104],
  [/\bevery quarter\b|\bquarterly\b|\bonce a quarter\b/, 4],
  [/\bevery year\b|\bannually\b|\bonce a year\b/, 1],
];

/** How often a priced occurrence happens a year, from a stated frequency ("a truck comes every Tuesday"). */
export function frequencyOf(unit: string, lowers: string[]): Count | null {
  if (!OCCURRENCES.test(unit.replace(/s$/, ""))) {
    return null;
  }
  for (const lower of lowers) {
    const found = FREQUENCIES.find(([pattern]) => pattern.test(lower));
    if (found) {
      return { value: found[1], noun: unit, period: "year", start: -1 };
    }
  }
  return null;
}

const PER_YEAR: Record<Period, number> = { year: 1, quarter: 4, month: 12, week: 52, day: 260, hour: 2080, once: 1 };

export const perYear = (period: Period) => PER_YEAR[period];

/** Nouns that count the same people: a price per employee times a headcount of staff. */
const HEADCOUNT = new Set([
  "employee",
  "staff",
  "people",
  "person",
  "head",
  "member",
  "user",
  "seat",
  "licence",
  "license",
  "agent",
  "rep",
  "worker",
  "sender",
  "hire",
]);

const singular = (noun: string) => noun.replace(/(?:ies)$/, "y").replace(/(?<!s)s$/, "");

/** Whether a counted noun is the unit a price is per ("600 checks" for "$38 per check"). */
export function countsUnit(noun: string, unit: string): boolean {
  const counted = singular(noun);
  const priced = singular(unit);
  return counted === priced || (HEADCOUNT.has(counted) && HEADCOUNT.has(priced)) || counted.startsWith(priced);
}

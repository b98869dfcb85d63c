import { answered, quote, unanswered } from "./answer";
import { noEvidence } from "./decide-select";
import {
  type Amount,
  amountsIn,
  type Bracket,
  type Count,
  CURRENCIES,
  countsIn,
  countsUnit,
  frequencyOf,
  type Period,
  perYear,
  rateAfter,
} from "./money";
import type { Reading } from "./prepare";
import type { QuestionProfile } from "./question";
import type { RankedReading } from "./retrieval";
import type { Ignored } from "./support";
import type { MachineAnswer } from "./types";

/** Amounts that are not what we pay: volumes handled, revenue, insurance, refunds, salaries. */
const NOT_SPEND =
  /\b(?:revenue|turnover|valuation|funding|raised|insurance|coverage|liability|cap|caps|refunds?|salary|salaries|fines?|penalt\w*|in assets|under management|aum|worth of)\b/;
const HANDLED_BEFORE =
  /\b(?:process(?:es|ed|ing)?|manag(?:es|ed|ing)|handl(?:es|ed|ing)|mov(?:es|ed|ing)|transact(?:s|ed)?)\s+(?:over |more than |about |around |roughly |nearly |almost |up to )?$/;
const SPEND_WORDS =
  /\b(?:fees?|costs?|pric(?:e|es|ing)|budget|spend|contract|quote|quoted|invoic\w*|subscription|licen[cs]e|retainer|rate|pay|paid|charges?|estimate)\b/;
const ONCE =
  /\b(?:one-off|one-time|once|set-?up|implementation fee|flat|fixed (?:fee|price)|in total|total|totals|project fee|for the (?:campaign|project|job|matter))\b/;
const SUM = /\b(?:plus|in addition|on top of|as well as)\b|\+/;
const YEARS_TERM =
  /\b(\d+|two|three|four|five|six|seven|ten)[- ]years?\b[^.]*?\b(?:totals?|worth|value|in total)\b|\b(?:totals?|worth|value|in total)\b[^.]*?\bover (\d+|two|three|four|five|six|seven|ten) years\b/;
const WORD_YEARS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 };

interface Annual {
  reading: Reading;
  rank: number;
  /** Per year, in the amount's currency. */
  low: number;
  high: number;
  currency: string;
  /** What the figure rests on, when it is not stated plainly as a yearly or one-off amount. */
  caveat: string | null;
}

function periodBefore(lowerBefore: string): { period: Period | null; unit: string | null } {
  const tail = lowerBefore.slice(-70);
  const per = /\bper[- ]([a-z]+)(?:[- ]per[- ]([a-z]+))?[^.$€£,;]{0,25}$/.exec(tail);
  const periodWords: Record<string, Period> = { year: "year", month: "month", week: "week", quarter: "quarter" };
  let unit: string | null = null;
  let period: Period | null = null;
  for (const word of [per?.[1], per?.[2]]) {
    if (word && periodWords[word]) {
      period = periodWords[word] ?? null;
    } else if (word && !["hour", "day"].includes(word)) {
      unit = word;
    }
  }
  if (!period) {
    if (/\b(?:annual|annually|yearly|per year|a year)\b[^.$€£,;]{0,40}$/.test(tail)) {
      period = "year";
    } else if (/\bmonthly\b[^.$€£,;]{0,40}$/.test(tail)) {
      period = "month";
    } else if (/\b(?:hourly|per hour)\b[^.$€£]*$/.test(tail)) {
      unit = "hour";
    } else if (/\b(?:daily|day rate|per day)\b[^.$€£]*$/.test(tail)) {
      unit = "day";
    }
  }
  return { period, unit };
}

function countFor(unit: string, reading: Reading, readings: Reading[], amount: Amount): Count | null {
  const local = countsIn(reading.lower).filter((count) => count.start !== amount.start);
  const matching = (counts: Count[]) => counts.find((count) => unit === "*" || countsUnit(count.noun, unit));
  const found = matching(local) ?? readings.map((other) => matching(countsIn(other.lower))).find(Boolean) ?? null;
  if (found && !found.period) {
    const before = reading.lower.slice(0, found.start);
    if (/\b(?:annual|annually|yearly|per year|a year)\b/.test(before)) {
      return { ...found, period: "year" };
    }
  }
  return found;
}

/** The yearly value of one amount, or null when it cannot be had (a per-hour rate without hours). */
function annualOf(
  amount: Amount,
  reading: Reading,
  readings: Reading[],
): { value: number; caveat: string | null } | null {
  const after = rateAfter(reading.lower.slice(amount.end));
  const before = periodBefore(reading.lower.slice(0, amount.start));
  let period = after.period ?? before.period;
  const units: string[] = [];
  const unit = after.unit ?? before.unit ?? (after.each ? "*" : null);
  if (unit) {
    units.push(unit);
  }
  if (period === "hour" || period === "day") {
    units.unshift(period);
    period = null;
  }
  if (units.length > 0) {
    // A unit price times how many: every unit needs its count; hours and days need theirs per period.
    let value = amount.value;
    let countPeriod: Period | null = null;
    for (const each of units) {
      const count =
        countFor(each, reading, readings, amount) ??
        frequencyOf(each, [reading.lower, ...readings.map((other) => other.lower)]);
      if (!count || ((each === "hour" || each === "day") && !count.period)) {
        return null;
      }
      value *= count.value;
      countPeriod = count.period ?? countPeriod;
    }
    return { value: value * perYear(countPeriod ?? period ?? "once"), caveat: null };
  }
  if (period) {
    return { value: amount.value * perYear(period), caveat: null };
  }
  const term = YEARS_TERM.exec(reading.lower);
  if (term) {
    const written = term[1] ?? term[2] ?? "1";
    const years = WORD_YEARS[written] ?? Number(written);
    return { value: amount.value / Math.max(1, years), caveat: null };
  }
  if (ONCE.test(reading.lower) || SPEND_WORDS.test(reading.lower)) {
    return { value: amount.value, caveat: null };
  }
  return { value: amount.value, caveat: "the period is not stated, so the amount is taken as the year's" };
}

function annualsOf(ranked: RankedReading[], readings: Reading[]): Annual[] {
  const annuals: Annual[] = [];
  for (const { reading, rank } of ranked) {
    const amounts = amountsIn(reading.folded).filter((amount) => {
      const clause = reading.clauses.find((item) => amount.start >= item.start && amount.start < item.end);
      const text = clause ? reading.lower.slice(clause.start, clause.end) : reading.lower;
      const blocked = clause && (clause.unknown || clause.otherParty || clause.negated);
      return !blocked && !NOT_SPEND.test(text) && !HANDLED_BEFORE.test(reading.lower.slice(0, amount.start));
    });
    const values = amounts.flatMap((amount) => {
      const annual = annualOf(amount, reading, readings);
      return annual ? [{ amount, ...annual }] : [];
    });
    if (values.length === 0) {
      continue;
    }
    const currency = (values[0] as (typeof values)[number]).amount.currency;
    const same = values.filter((value) => value.amount.currency === currency);
    const caveat = same.find((value) => value.caveat)?.caveat ?? null;
    const between =
      same.length === 2 &&
      /^\s*(?:to|-|and)\s*$/.test(reading.folded.slice(same[0]?.amount.end, same[1]?.amount.start));
    if (between) {
      const [a, b] = same.map((value) => value.value) as [number, number];
      annuals.push({ reading, rank, low: Math.min(a, b), high: Math.max(a, b), currency, caveat });
    } else if (SUM.test(reading.lower) && same.length > 1) {
      const total = same.reduce((sum, value) => sum + value.value, 0);
      annuals.push({ reading, rank, low: total, high: total, currency, caveat });
    } else {
      const top = Math.max(...same.map((value) => value.value));
      annuals.push({ reading, rank, low: top, high: top, currency, caveat });
    }
  }
  return annuals;
}

/** Tolerance of an approximate exchange rate. */
const RATE_BAND = 0.05;

const inBracket = (value: number, bracket: Bracket) =>
  value >= bracket[0] && (value < bracket[1] || (bracket[1] !== Number.POSITIVE_INFINITY && value === bracket[1]));

const money = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`;

/** A choice among ranges of yearly spend: the stated amount, made yearly, placed in its range. */
export function decideAmount(
  profile: QuestionProfile,
  ranked: RankedReading[],
  readings: Reading[],
  ignored: Ignored[],
): MachineAnswer {
  const annuals = annualsOf(ranked, readings);
  if (annuals.length === 0) {
    return noEvidence(profile, ignored, "no passage states a price, fee, budget or contract value");
  }
  const best = [...annuals].sort((a, b) => b.high - a.high || a.rank - b.rank)[0] as Annual;
  const rate = CURRENCIES[best.currency]?.rate ?? 1;
  const converted = best.currency !== "USD";
  const low = best.low * rate * (converted ? 1 - RATE_BAND : 1);
  const high = best.high * rate * (converted ? 1 + RATE_BAND : 1);
  const options = profile.options.filter((option) => option.bracket);
  const lowOption = options.find((option) => inBracket(low, option.bracket as Bracket));
  const highOption = options.find((option) => inBracket(high, option.bracket as Bracket));
  if (!highOption) {
    return unanswered(`${quote(best.reading)} states an amount no option's range holds.`);
  }
  const straddles = lowOption !== highOption;
  if (straddles && converted) {
    return unanswered(
      `${quote(best.reading)} is in ${best.currency}; converted at about ${rate} US dollars it could fall either side of a range's boundary, so no range is chosen.`,
    );
  }
  const notes = [
    converted ? `converted from ${best.currency} at an approximate rate of ${rate}` : null,
    straddles ? "the amount is a range crossing two options; the higher is given" : null,
    best.caveat,
  ].filter(Boolean);
  const figure =
    best.low === best.high ? money(best.low * rate) : `${money(best.low * rate)} to ${money(best.high * rate)}`;
  const reasoning = `"${highOption.label}": ${quote(best.reading)} comes to about ${figure} a year${notes.length > 0 ? ` (${notes.join("; ")})` : ""}.`;
  return answered([highOption.label], reasoning, notes.length > 0 ? "weak" : "grounded", [best.reading]);
}

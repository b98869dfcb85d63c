/**
 * How often, how long, what share, how recent: the numbers a criterion asks for ("at least
 * quarterly", "retained for at least one year", "uptime of at least 99.9%", "updated within the last
 * 24 months") and the numbers a passage states, so that "reviews are performed once a year" is read
 * as short of a quarterly review, not as evidence of one.
 */

export interface Quantities {
  /** Days between occurrences: 0 continuous, 1 daily, 365 annual, Infinity a one-off or stale test. */
  periods: number[];
  /** Stated durations, in days ("kept for 90 days", "within 48 hours"). */
  durations: number[];
  percents: number[];
  /** Calendar years named (not a standard's version such as 27001:2022). */
  years: number[];
}

export interface Requirement {
  /** The practice must recur at least this often (days). */
  maxPeriod?: number;
  /** A stated duration must reach this many days ("at least one year"). */
  minDuration?: number;
  /** A stated duration must not exceed this many days ("within 24 hours"). */
  maxDuration?: number;
  minPercent?: number;
  /** The evidence must be dated within this many months. */
  recencyMonths?: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const NUMBER = String.raw`(\d+(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, quarter: 91, year: 365 };

const numberOf = (text: string) => NUMBER_WORDS[text] ?? Number(text);
const unitDays = (unit: string) =>
  UNIT_DAYS[unit.replace(/^business |^working |^calendar /, "").replace(/s$/, "")] ?? 1;

/** Named frequencies, most specific first; each gives the days between occurrences. */
const FREQUENCIES: [RegExp, number][] = [
  [
    /\b(?:continuous(?:ly)?|real[- ]time|around the clock|round the clock|24\/7|24x7|on every (?:build|commit|merge|release|push|sign-in|login)|(?:every|each) (?:build|commit|merge|pull request|release|sign-in|login))\b/g,
    0,
  ],
  [/\b(?:hourly|every hour)\b/g, 1 / 24],
  [/\b(?:daily|nightly|every (?:day|night)|each (?:day|night)|per day|once a day)\b/g, 1],
  [/\b(?:weekly|every week|each week|once a week)\b/g, 7],
  [/\b(?:monthly|every month|each month|once a month)\b/g, 30],
  [/\b(?:quarterly|every quarter|each quarter|once a quarter)\b/g, 91],
  [/\b(?:semi-?annual(?:ly)?|twice a year|bi-?annual(?:ly)?)\b/g, 182],
  [/(?<!semi-?|bi-?)\b(?:annual(?:ly)?|yearly|every year|each year|once a year|per year|once per year)\b/g, 365],
  [/\bbiennial(?:ly)?\b/g, 730],
  [
    /\b(?:tested|performed|done|carried out|conducted|reviewed|exercised) once\b(?! a\b| per\b| every\b)/g,
    Number.POSITIVE_INFINITY,
  ],
];

/** Words without which a text names no frequency: most sentences skip the patterns below. */
const MAY_STATE_FREQUENCY =
  /ly\b|every|each|once|per |continu|real[- ]time|round the clock|24\/7|24x7|annual|semi|twice|biennial|\bago\b/;
const EVERY = new RegExp(String.raw`\bevery ${NUMBER} (hours?|days?|weeks?|months?|years?)\b`, "g");
const AGO = new RegExp(String.raw`\b${NUMBER} (months?|years?) ago\b`, "g");
const DURATION = new RegExp(
  String.raw`(?<!every |each )\b${NUMBER}[ -](hours?|(?:business |working |calendar )?days?|weeks?|months?|years?)\b(?! ago)`,
  "g",
);

function periodsOf(text: string): number[] {
  const periods: number[] = [];
  if (!MAY_STATE_FREQUENCY.test(text)) {
    return periods;
  }
  for (const [pattern, days] of FREQUENCIES) {
    for (const _match of text.matchAll(pattern)) {
      periods.push(days);
    }
  }
  for (const match of text.matchAll(EVERY)) {
    periods.push(numberOf(match[1] ?? "1") * unitDays(match[2] ?? "day"));
  }
  // "tested ... three years ago": the last occurrence is that old, so the practice does not recur sooner.
  for (const match of text.matchAll(AGO)) {
    const days = numberOf(match[1] ?? "1") * unitDays(match[2] ?? "year");
    if (days > 365) {
      periods.push(days);
    }
  }
  return periods;
}

function durationsOf(text: string): number[] {
  return [...text.matchAll(DURATION)].map((match) => numberOf(match[1] ?? "0") * unitDays(match[2] ?? "day"));
}

export function quantitiesOf(lower: string): Quantities {
  return {
    periods: periodsOf(lower),
    durations: durationsOf(lower),
    percents: [...lower.matchAll(/(\d{1,3}(?:\.\d+)?)\s?%/g)].map((match) => Number(match[1])),
    years: [...lower.matchAll(/(?<![:\d/.-])\b((?:19|20)\d{2})\b(?![:\d])/g)].map((match) => Number(match[1])),
  };
}

export function requirementOf(criterion: string): Requirement {
  const lower = criterion.toLowerCase();
  const requirement: Requirement = {};
  const periods = periodsOf(lower).filter((days) => Number.isFinite(days) && days > 0);
  if (periods.length > 0) {
    requirement.maxPeriod = Math.min(...periods);
  }
  const recency = new RegExp(String.raw`\bwithin the (?:last|past) ${NUMBER} (months?|years?)\b`).exec(lower);
  if (recency) {
    requirement.recencyMonths = (numberOf(recency[1] ?? "12") * unitDays(recency[2] ?? "month")) / 30;
  }
  const atLeast = new RegExp(String.raw`\bat least ${NUMBER} (hours?|days?|weeks?|months?|years?)\b`).exec(lower);
  if (atLeast) {
    requirement.minDuration = numberOf(atLeast[1] ?? "0") * unitDays(atLeast[2] ?? "day");
  }
  const within = new RegExp(String.raw`\bwithin ${NUMBER} (hours?|(?:business )?days?|weeks?|months?)\b`).exec(lower);
  if (within) {
    requirement.maxDuration = numberOf(within[1] ?? "0") * unitDays(within[2] ?? "day");
  }
  const percent = /\bat least (\d{1,3}(?:\.\d+)?)\s?%/.exec(lower);
  if (percent) {
    requirement.minPercent = Number(percent[1]);
  }
  return requirement;
}

const describePeriod = (days: number) =>
  !Number.isFinite(days)
    ? "once or long ago"
    : days >= 365
      ? "yearly or less often"
      : days >= 180
        ? "twice a year"
        : days >= 90
          ? "quarterly"
          : days >= 28
            ? "monthly"
            : `every ${Math.round(days)} day(s)`;

/** Why the stated numbers fall short of the requirement, or null when they do not (or say nothing). */
export function shortfallOf(requirement: Requirement, quantities: Quantities, now = new Date()): string | null {
  const { periods, durations, percents, years } = quantities;
  if (requirement.maxPeriod !== undefined && periods.length > 0) {
    const best = Math.min(...periods);
    if (best > requirement.maxPeriod * 1.1) {
      return `done ${describePeriod(best)}, less often than required`;
    }
  }
  if (
    requirement.minDuration !== undefined &&
    durations.length > 0 &&
    Math.max(...durations) < requirement.minDuration
  ) {
    return "for a shorter time than required";
  }
  if (
    requirement.maxDuration !== undefined &&
    durations.length > 0 &&
    Math.min(...durations) > requirement.maxDuration
  ) {
    return "taking longer than required";
  }
  if (requirement.minPercent !== undefined && percents.length > 0 && Math.max(...percents) < requirement.minPercent) {
    return `at ${Math.max(...percents)}%, below the ${requirement.minPercent}% required`;
  }
  if (requirement.recencyMonths !== undefined && years.length > 0) {
    const latest = Math.max(...years);
    const ageMonths = (now.getUTCFullYear() - latest) * 12 + now.getUTCMonth() - 11;
    if (ageMonths > requirement.recencyMonths) {
      return `dated ${latest}, older than required`;
    }
  }
  return null;
}

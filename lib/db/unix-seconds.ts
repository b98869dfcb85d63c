import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";
import pg from "pg";

/** PostgreSQL's type OID of timestamptz. */
export const TIMESTAMPTZ_OID = 1184;

const digitsAt = (text: string, start: number, end: number): number => {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index) - 48;
    if (code < 0 || code > 9) {
      return Number.NaN;
    }
    value = value * 10 + code;
  }
  return value;
};

/** `+05`, `-08:00`, `+05:30:15` in seconds east of UTC; NaN for anything else. */
function offsetSeconds(text: string, start: number): number {
  const sign = text[start] === "+" ? 1 : text[start] === "-" ? -1 : 0;
  const rest = text.length - start - 1;
  if (sign === 0 || (rest !== 2 && rest !== 5 && rest !== 8)) {
    return Number.NaN;
  }
  const hours = digitsAt(text, start + 1, start + 3);
  const minutes =
    rest >= 5 && text[start + 3] === ":" ? digitsAt(text, start + 4, start + 6) : rest >= 5 ? Number.NaN : 0;
  const seconds =
    rest === 8 && text[start + 6] === ":" ? digitsAt(text, start + 7, start + 9) : rest === 8 ? Number.NaN : 0;
  return sign * (hours * 3600 + minutes * 60 + seconds);
}

const defaultTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, "text") as (text: string) => unknown;

/**
 * A timestamptz as PostgreSQL writes it in ISO style (`2026-11-29 11:17:43.123456+00`) straight to
 * the API's integer Unix seconds, without a Date in between: on list pages of thousands of rows a
 * second, building each Date was a measurable part of the answer. Any other shape (years before
 * 100 or after 9999, BC, infinity) goes through the driver's own parser.
 */
export function unixSecondsOfTimestamptz(text: string): number | null {
  if (
    text.length >= 22 &&
    text[4] === "-" &&
    text[7] === "-" &&
    text[10] === " " &&
    text[13] === ":" &&
    text[16] === ":"
  ) {
    let zone = 19;
    if (text[zone] === ".") {
      zone += 1;
      while (zone < text.length && text.charCodeAt(zone) >= 48 && text.charCodeAt(zone) <= 57) {
        zone += 1;
      }
    }
    const year = digitsAt(text, 0, 4);
    const utcMs = Date.UTC(
      year,
      digitsAt(text, 5, 7) - 1,
      digitsAt(text, 8, 10),
      digitsAt(text, 11, 13),
      digitsAt(text, 14, 16),
      digitsAt(text, 17, 19),
    );
    const offset = offsetSeconds(text, zone);
    if (year >= 100 && Number.isFinite(utcMs) && Number.isFinite(offset)) {
      return utcMs / 1000 - offset;
    }
  }
  const parsed = defaultTimestamptz(text);
  return parsed instanceof Date && Number.isFinite(parsed.getTime()) ? Math.floor(parsed.getTime() / 1000) : null;
}

/** For queryRows: every timestamptz column of the result as integer Unix seconds. */
export const timestampsAsUnixSeconds = { [TIMESTAMPTZ_OID]: unixSecondsOfTimestamptz };

/**
 * `column` no later than the whole Unix second `seconds` (an inclusive "until" filter). PostgreSQL
 * works out the next second, since a JavaScript Date past the end of year 9999 is no timestamp it reads.
 */
export function throughUnixSecond(column: AnyColumn | SQL, seconds: number | Placeholder): SQL {
  return sql`${column} < to_timestamp(${seconds}::float8 + 1)`;
}

/** `column` at or after the Unix second `seconds` (an inclusive "from" filter); a value or a prepared statement's placeholder. */
export function sinceUnixSecond(column: AnyColumn | SQL, seconds: number | Placeholder): SQL {
  return sql`${column} >= to_timestamp(${seconds}::float8)`;
}

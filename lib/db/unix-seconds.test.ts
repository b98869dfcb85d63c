import pg from "pg";
import { describe, expect, it } from "vitest";
import { db } from "./client";
import { queryRows } from "./raw";
import { TIMESTAMPTZ_OID, timestampsAsUnixSeconds, unixSecondsOfTimestamptz } from "./unix-seconds";

const driverSeconds = (text: string) => {
  const date = pg.types.getTypeParser(TIMESTAMPTZ_OID, "text")(text) as Date;
  return Math.floor(date.getTime() / 1000);
};

describe("timestamptz text to Unix seconds", () => {
  it("agrees with the driver's Date on every offset and fraction PostgreSQL writes", () => {
    for (const text of [
      "2026-11-29 11:17:43+00",
      "2026-11-29 11:17:43.123456+00",
      "2026-11-29 11:17:43.9+05:30",
      "2026-11-29 00:00:00-08",
      "1969-12-31 23:59:59.5+00",
      "1970-01-01 00:00:00+00",
      "2000-02-29 23:59:59.999999-03:30",
      "0150-06-01 12:00:00+00",
    ]) {
      expect(unixSecondsOfTimestamptz(text), text).toBe(driverSeconds(text));
    }
    expect(unixSecondsOfTimestamptz("2026-11-29 11:17:43+05:30:15")).toBe(
      driverSeconds("2026-11-29 11:17:43+00") - 19815,
    );
  });

  it("leaves the rare shapes to the driver's parser", () => {
    expect(unixSecondsOfTimestamptz("0044-03-15 12:00:00+00 BC")).toBe(driverSeconds("0044-03-15 12:00:00+00 BC"));
    expect(unixSecondsOfTimestamptz("0050-01-01 00:00:00+00")).toBe(driverSeconds("0050-01-01 00:00:00+00"));
    expect(unixSecondsOfTimestamptz("12026-01-01 00:00:00+00")).toBe(driverSeconds("12026-01-01 00:00:00+00"));
    expect(unixSecondsOfTimestamptz("infinity")).toBeNull();
    expect(unixSecondsOfTimestamptz("2026-11-29 11:17:43+0x")).toBe(null);
  });

  it("reads a statement's timestamptz columns as seconds on this database's driver", async () => {
    const statement = `select ts, ts is null as missing from unnest($1::timestamptz[]) as t(ts)`;
    const instants = ["2026-11-29T11:17:43.654Z", "1969-07-20T20:17:40Z", "2038-01-19T03:14:08Z"];
    const rows = await queryRows<{ ts: number | null }>(
      db(),
      statement,
      [[...instants, null]],
      timestampsAsUnixSeconds,
    );
    expect(rows.map((row) => row.ts)).toEqual([
      ...instants.map((instant) => Math.floor(new Date(instant).getTime() / 1000)),
      null,
    ]);
  });
});

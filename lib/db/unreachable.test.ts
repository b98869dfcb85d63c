import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseUnreachableReason, driverMessage, logDatabaseUnreachable, sqlState } from "./unreachable";

const isUnreachable = (error: unknown) => databaseUnreachableReason(error) !== undefined;

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error("Failed query: insert into vendors ...", { cause });

describe("databaseUnreachableReason", () => {
  it("recognises a refused or cut connection and a server going down or starting, through drizzle's wrapping", () => {
    for (const error of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isUnreachable(error), error.message).toBe(true);
      expect(isUnreachable(wrapped(error)), error.message).toBe(true);
    }
  });

  it("gives the driver's words for the log, not drizzle's message with the statement and its parameters", () => {
    const cause = new Error("Connection terminated unexpectedly");
    expect(databaseUnreachableReason(new Error("Failed query: select ... params: 4111111111111111", { cause }))).toBe(
      "Connection terminated unexpectedly",
    );
  });

  it("leaves query errors, other servers' socket errors and non-errors alone", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "vendors_pkey"', "23505"),
      withCode("canceling statement due to statement timeout", "57014"),
      new TypeError("fetch failed", { cause: withCode("connect ECONNREFUSED 10.0.0.1:443", "ECONNREFUSED") }),
      new Error("something else"),
      "ECONNREFUSED",
      undefined,
    ]) {
      expect(isUnreachable(error)).toBe(false);
    }
  });
});

describe("what reaches the log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the driver's message, not drizzle's with the parameters", () => {
    const cause = withCode('duplicate key value violates unique constraint "tax_pkey"', "23505");
    expect(driverMessage(new Error("Failed query: insert ... params: DE123456789", { cause }))).toBe(cause.message);
    expect(driverMessage("plain")).toBe("plain");
  });

  it("is one line per 5 s while the database is gone, counting the requests in between", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const start = 10_000_000_000;
    logDatabaseUnreachable("req_1", "Connection terminated unexpectedly", start);
    for (let n = 0; n < 999; n += 1) {
      logDatabaseUnreachable(`req_x${n}`, "Connection terminated unexpectedly", start + n);
    }
    logDatabaseUnreachable("req_2", "connect ECONNREFUSED 127.0.0.1:5432", start + 5_000);
    expect(log.mock.calls).toEqual([
      ["[req_1] database unreachable: Connection terminated unexpectedly"],
      [
        "[req_2] database unreachable: connect ECONNREFUSED 127.0.0.1:5432 (and 999 more requests since the last such line)",
      ],
    ]);
  });
});

describe("sqlState", () => {
  it("finds the SQLSTATE on the driver's error, through drizzle's wrapping, and nothing else", () => {
    expect(sqlState(withCode("duplicate key value", "23505"))).toBe("23505");
    expect(sqlState(wrapped(withCode("canceling statement due to lock timeout", "55P03")))).toBe("55P03");
    expect(sqlState(wrapped(withCode("write EPIPE", "EPIPE")))).toBeUndefined();
    expect(sqlState(new Error("no code"))).toBeUndefined();
    expect(sqlState("not an error")).toBeUndefined();
  });
});

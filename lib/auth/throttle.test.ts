import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createOrg, TEST_PASSWORD } from "@/lib/testing/fixtures";
import { call, errorDetail } from "@/lib/testing/http";
import { LOGIN_THROTTLE_RULES, loginBucketName } from "./throttle";

/** A benchmarking-range address of its own per call, so no two tests share a per-address counter. */
const uniqueIp = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const token = (email: string, password: string, peer: string) =>
  call<unknown>("/api/auth/token", { body: { email, password }, peer });

async function failFrom(email: string, peer: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    expect((await token(email, `wrong password ${attempt}`, peer)).status, `attempt ${attempt}`).toBe(401);
  }
}

function expectThrottled(result: Awaited<ReturnType<typeof token>>, maxWait = 15 * 60) {
  expect(result.status).toBe(429);
  expect(errorDetail(result.body).code).toBe("too_many_attempts");
  const retryAfter = Number(result.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWait);
}

/** Puts the email's counter where a long storm spread over many addresses would have left it. */
async function setEmailFailures(email: string, failures: number) {
  const bucket = loginBucketName("email", { email, ip: null });
  await db().execute(sql`
    UPDATE login_throttle SET failures = ${failures}, blocked_until = NULL WHERE bucket = ${bucket}`);
}

describe("sign-in throttling per (email, address)", () => {
  it("5 wrong passwords from one address throttle that address only: the right password from another works", async () => {
    const { email } = await createOrg("Throttle pair");
    const attacker = uniqueIp();
    await failFrom(email, attacker, LOGIN_THROTTLE_RULES.pair.limit);
    expectThrottled(await token(email, TEST_PASSWORD, attacker));
    expectThrottled(await token(email.toUpperCase(), TEST_PASSWORD, attacker));

    const owner = uniqueIp();
    expect((await token(email, TEST_PASSWORD, owner)).status).toBe(200);
    // The attacker's address stays throttled for this email after the owner's success.
    expectThrottled(await token(email, TEST_PASSWORD, attacker));
  });

  it("a success settles the pair: the owner's own typos do not add up", async () => {
    const { email } = await createOrg("Throttle settle");
    const owner = uniqueIp();
    await failFrom(email, owner, 4);
    expect((await token(email, TEST_PASSWORD, owner)).status).toBe(200);
    await failFrom(email, owner, 4);
    expect((await token(email, TEST_PASSWORD, owner)).status).toBe(200);
  });

  it("keeps the per-address limit: 20 failures across emails throttle the address for every email", async () => {
    const { email } = await createOrg("Throttle address");
    const sprayer = uniqueIp();
    for (let attempt = 1; attempt <= LOGIN_THROTTLE_RULES.ip.limit; attempt += 1) {
      const spray = await token(`spray-${attempt}-${randomInt(1e9)}@example.test`, TEST_PASSWORD, sprayer);
      expect(spray.status, `attempt ${attempt}`).toBe(401);
    }
    expectThrottled(await token(email, TEST_PASSWORD, sprayer));
    expect((await token(email, TEST_PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("slows guessing spread over many addresses with growing delays, and stops it at the email's ceiling", async () => {
    const { email } = await createOrg("Throttle ceiling");
    // Two addresses, five wrong passwords each: below the email's delay threshold.
    await failFrom(email, uniqueIp(), 5);
    await failFrom(email, uniqueIp(), 5);
    expect((await token(email, TEST_PASSWORD, uniqueIp())).status).toBe(200);

    // Far into a storm, one more failure makes the next attempt, from anywhere, wait (capped).
    const cap = LOGIN_THROTTLE_RULES.email.delay.capSeconds;
    await setEmailFailures(email, LOGIN_THROTTLE_RULES.email.delay.after + 10);
    await failFrom(email, uniqueIp(), 1);
    expectThrottled(await token(email, TEST_PASSWORD, uniqueIp()), cap);

    // At the ceiling the email is blocked for the full period.
    await setEmailFailures(email, LOGIN_THROTTLE_RULES.email.limit);
    const blocked = await token(email, TEST_PASSWORD, uniqueIp());
    expectThrottled(blocked);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(cap);
  });

  it("does not let a concurrent burst from one address evaluate more than 5 wrong passwords", async () => {
    const { email } = await createOrg("Throttle burst");
    const attacker = uniqueIp();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => token(email, `concurrent wrong password ${attempt}`, attacker)),
    );
    const statuses = burst.map((result) => result.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE_RULES.pair.limit);
    expectThrottled(await token(email, TEST_PASSWORD, attacker));
  });
});

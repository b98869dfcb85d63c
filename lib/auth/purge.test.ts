import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { enqueueJob, JobWorker } from "@/lib/jobs";
import { createOrg } from "@/lib/testing/fixtures";
import { purgeStaleAuthRecords } from "./purge";
import { loginThrottle, revokedWebSessions } from "./tables";

const unique = (label: string) => `${label}:${randomBytes(6).toString("hex")}`;

it("the purge job deletes old, unblocking counters and expired sign-out records, and keeps the rest", async () => {
  const [stale, live, blocked] = [unique("pair"), unique("pair"), unique("email")];
  const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
  await db()
    .insert(loginThrottle)
    .values([
      { bucket: stale, failures: 3, windowStartedAt: hoursAgo(3) },
      { bucket: live, failures: 3, windowStartedAt: sql`now()` },
      { bucket: blocked, failures: 0, windowStartedAt: hoursAgo(3), blockedUntil: sql`now() + interval '1 hour'` },
    ] as never);
  const [expired, current] = [unique("sid"), unique("sid")];
  await db()
    .insert(revokedWebSessions)
    .values([
      { sessionId: expired, expiresAt: new Date(Date.now() - 1000) },
      { sessionId: current, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);

  // Scoped to an org of its own so that on a shared database no other test file's jobs run here.
  const org = await createOrg("Auth purge");
  await enqueueJob(db(), purgeStaleAuthRecords, {}, { orgId: org.orgId });
  await new JobWorker({ orgId: org.orgId }).runUntilIdle();

  const counters = await db()
    .select({ bucket: loginThrottle.bucket })
    .from(loginThrottle)
    .where(inArray(loginThrottle.bucket, [stale, live, blocked]));
  expect(counters.map((row) => row.bucket).sort()).toEqual([live, blocked].sort());
  const records = await db()
    .select({ sessionId: revokedWebSessions.sessionId })
    .from(revokedWebSessions)
    .where(inArray(revokedWebSessions.sessionId, [expired, current]));
  expect(records.map((row) => row.sessionId)).toEqual([current]);
});

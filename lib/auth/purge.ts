import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineScheduledJob } from "@/lib/jobs";

/** Longer than every counter's window (sign-in 15 minutes, sign-up 1 hour), so no live count is lost. */
const STALE_COUNTER_SECONDS = 2 * 60 * 60;

/**
 * Deletes attempt counters whose window ended long ago and that block nothing, and sign-out records
 * whose cookies have all expired: a spray of guesses or sign-ups leaves one row per address and email.
 */
export const { job: purgeStaleAuthRecords, schedule: purgeStaleAuthSchedule } = defineScheduledJob({
  type: "auth.purge_stale",
  everySeconds: 60 * 60,
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  async handle() {
    await db().execute(sql`
      DELETE FROM login_throttle
      WHERE window_started_at < now() - make_interval(secs => ${STALE_COUNTER_SECONDS})
        AND (blocked_until IS NULL OR blocked_until < now())`);
    await db().execute(sql`DELETE FROM revoked_web_sessions WHERE expires_at < now()`);
  },
});

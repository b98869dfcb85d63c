import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineScheduledJob } from "@/lib/jobs";

export const { job: purgeExpiredIdempotencyKeys, schedule: purgeExpiredIdempotencySchedule } = defineScheduledJob({
  type: "idempotency.purge_expired",
  everySeconds: 60 * 60,
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  async handle() {
    await db().execute(sql`DELETE FROM idempotency_keys WHERE expires_at <= now()`);
  },
});

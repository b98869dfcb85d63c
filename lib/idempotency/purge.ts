import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineJob, type Schedule } from "@/lib/jobs";

export const purgeExpiredIdempotencyKeys = defineJob({
  type: "idempotency.purge_expired",
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  async handle() {
    await db().execute(sql`DELETE FROM idempotency_keys WHERE expires_at <= now()`);
  },
});

export const purgeExpiredIdempotencySchedule: Schedule = {
  name: "idempotency.purge_expired",
  everySeconds: 60 * 60,
  job: purgeExpiredIdempotencyKeys,
};

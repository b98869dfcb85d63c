import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineScheduledJob } from "./schedules";

const FINISHED_JOB_RETENTION_DAYS = 7;

export const { job: purgeFinishedJobs, schedule: purgeFinishedJobsSchedule } = defineScheduledJob({
  type: "jobs.purge_finished",
  everySeconds: 24 * 60 * 60,
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  async handle() {
    await db().execute(sql`
      DELETE FROM jobs WHERE status IN ('succeeded', 'failed')
        AND updated_at < now() - make_interval(days => ${FINISHED_JOB_RETENTION_DAYS})`);
  },
});

import { purgeStaleAuthRecords, purgeStaleAuthSchedule } from "@/lib/auth/purge";
import { purgeExpiredIdempotencyKeys, purgeExpiredIdempotencySchedule } from "@/lib/idempotency/purge";
import { purgeFinishedJobs, purgeFinishedJobsSchedule } from "@/lib/jobs/maintenance";
import { deliverEmailJob, writeOutboxJob } from "@/lib/mail/send";
import { defineModule } from "./descriptor";

/** The background work of the cross-cutting parts (sign-in, idempotency, mail, the queue itself). */
export const platformModule = defineModule({
  name: "platform",
  jobs: [purgeStaleAuthRecords, purgeExpiredIdempotencyKeys, deliverEmailJob, writeOutboxJob, purgeFinishedJobs],
  schedules: [purgeStaleAuthSchedule, purgeExpiredIdempotencySchedule, purgeFinishedJobsSchedule],
});

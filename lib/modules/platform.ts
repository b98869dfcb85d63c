import { purgeStaleAuthRecords, purgeStaleAuthSchedule } from "@/lib/auth/purge";
import { purgeExpiredIdempotencyKeys, purgeExpiredIdempotencySchedule } from "@/lib/idempotency/purge";
import { purgeFinishedJobs, purgeFinishedJobsSchedule } from "@/lib/jobs";
import { deliverEmailJob, writeOutboxJob } from "@/lib/mail/send";
import { purgeExpiredRecordsJob, purgeExpiredRecordsSchedule } from "@/lib/retention/purge";
import { defineModule } from "./descriptor";

/** The background work of the cross-cutting parts (sign-in, idempotency, mail, retention, the queue itself). */
export const platformModule = defineModule({
  name: "platform",
  jobs: [
    purgeStaleAuthRecords,
    purgeExpiredIdempotencyKeys,
    deliverEmailJob,
    writeOutboxJob,
    purgeFinishedJobs,
    purgeExpiredRecordsJob,
  ],
  schedules: [
    purgeStaleAuthSchedule,
    purgeExpiredIdempotencySchedule,
    purgeFinishedJobsSchedule,
    purgeExpiredRecordsSchedule,
  ],
});

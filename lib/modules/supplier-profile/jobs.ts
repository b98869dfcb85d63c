import type { JobDefinition } from "@/lib/jobs/queue";
import type { Schedule } from "@/lib/jobs/schedules";
import { remaskJob } from "./remask";
import { resealJob, resealSchedule } from "./reseal";
import { siteCoordinatesJob } from "./sites/coordinates";

/** The module's background jobs (listed in its descriptor). */
export const supplierProfileJobs: JobDefinition[] = [siteCoordinatesJob, resealJob, remaskJob];
export const supplierProfileSchedules: Schedule[] = [resealSchedule];

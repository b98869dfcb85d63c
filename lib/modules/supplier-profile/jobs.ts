import type { JobDefinition, Schedule } from "@/lib/jobs";
import { remaskJob } from "./remask";
import { resealJob, resealSchedule } from "./reseal";
import { siteCoordinatesJob } from "./sites/coordinates";

/** The module's background jobs (listed in its descriptor). */
export const supplierProfileJobs: JobDefinition[] = [siteCoordinatesJob, resealJob, remaskJob];
export const supplierProfileSchedules: Schedule[] = [resealSchedule];

import type { JobDefinition } from "@/lib/jobs/queue";
import { siteCoordinatesJob } from "./sites/coordinates";

/** The module's background jobs (listed in its descriptor). */
export const supplierProfileJobs: JobDefinition[] = [siteCoordinatesJob];

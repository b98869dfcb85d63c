import "@/lib/jobs/registry";
import { registeredJobTypes } from "@/lib/jobs/queue";
import { registeredSchedules } from "@/lib/jobs/schedules";
import { registeredActionTypes } from "@/lib/modules/workflows/actions/registry";

/** What a process that loads only the job registry can run, as JSON (lib/jobs/registry.test.ts). */
export function registrations() {
  return {
    jobs: registeredJobTypes(),
    schedules: registeredSchedules()
      .map((schedule) => schedule.name)
      .sort(),
    actions: registeredActionTypes(),
  };
}

if (process.argv[1]?.endsWith("list-registrations.ts")) {
  console.log(JSON.stringify(registrations()));
}

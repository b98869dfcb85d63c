import { registeredActionTypes } from "@/lib/extensions/workflow-actions";
import { registeredJobTypes, registeredSchedules } from "@/lib/jobs";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";

/** What the process can run, as JSON (lib/jobs/registry.test.ts). */
export function registrations() {
  return {
    jobs: registeredJobTypes(),
    schedules: registeredSchedules()
      .map((schedule) => schedule.name)
      .sort(),
    actions: registeredActionTypes(),
  };
}

// Run alone, it starts as `npm run worker` does (lib/server/worker.ts): from the module list, nothing else.
if (process.argv[1]?.endsWith("list-registrations.ts")) {
  registerModules(appModules);
  console.log(JSON.stringify(registrations()));
}

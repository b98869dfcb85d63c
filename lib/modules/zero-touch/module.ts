import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerZeroTouchRoutes } from ".";
import { runReaders } from "./routes/runs";
import { zeroTouchRunJob } from "./run-job";
import { isZeroTouchRunChange } from "./run-rows";

export const zeroTouchModule = defineModule({
  name: "zero-touch",
  gate: "zero_touch",
  routes: registerZeroTouchRoutes,
  changeLog: [
    { entityType: "zero_touch_config", readers: runReaders },
    // A run is an assessment, read through GET /v1/assessments/{id} too: its entries are the module's.
    { entityType: "assessment", readers: anyCredential, only: isZeroTouchRunChange },
  ],
  jobs: [zeroTouchRunJob],
  navigation: [
    {
      label: "Zero touch",
      href: "/zero-touch",
      position: 38,
      icon: "M3 16h3V9H3z M8.5 16h3V4h-3z M14 16h3v-5h-3z",
    },
  ],
});

import { defineModule } from "../descriptor";
import { registerZeroTouchRoutes } from ".";
import { zeroTouchRunJob } from "./run-job";

export const zeroTouchModule = defineModule({
  name: "zero-touch",
  gate: "zero_touch",
  routes: registerZeroTouchRoutes,
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

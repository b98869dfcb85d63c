import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerRadarRoutes } from ".";
import { followArchiveJob } from "./archive";
import { seedRadarDefaults } from "./defaults";
import { linkEventVendorsJob } from "./link-job";

export const radarModule = defineModule({
  name: "radar",
  routes: registerRadarRoutes,
  changeLog: [
    { entityType: "radar_event", readers: anyCredential },
    { entityType: "radar_alert", readers: anyCredential },
  ],
  jobs: [linkEventVendorsJob, followArchiveJob],
  organizationDefaults: seedRadarDefaults,
  navigation: [
    {
      label: "Radar",
      href: "/radar",
      position: 35,
      icon: "M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0 M10 10l4-4 M10 10m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
      children: [
        { label: "Triage inbox", href: "/radar" },
        { label: "Events", href: "/radar/events" },
      ],
    },
  ],
});

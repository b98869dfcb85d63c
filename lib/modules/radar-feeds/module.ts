import { defineModule } from "../descriptor";
import { registerRadarFeedRoutes } from ".";
import { pollDueFeedsJob, pollDueFeedsSchedule } from "./jobs";
import { seedKeywordRules } from "./keyword-rules";
import { pollFeedSourceJob } from "./poll";
import { feedSettingsReaders } from "./routes/access";

export const radarFeedsModule = defineModule({
  name: "radar-feeds",
  routes: registerRadarFeedRoutes,
  changeLog: [
    { entityType: "radar_source", readers: feedSettingsReaders },
    { entityType: "radar_keyword_rules", readers: feedSettingsReaders },
  ],
  jobs: [pollDueFeedsJob, pollFeedSourceJob],
  schedules: [pollDueFeedsSchedule],
  organizationDefaults: seedKeywordRules,
  navigation: [{ label: "Radar feeds", href: "/settings/radar-feeds", position: 8, under: "/settings/organization" }],
});

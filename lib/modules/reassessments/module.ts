import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerReassessmentRoutes } from ".";
import { assessRestJob } from "./run";
import { fillVendorSetJob } from "./vendor-set";

export const reassessmentsModule = defineModule({
  name: "reassessments",
  routes: registerReassessmentRoutes,
  changeLog: [{ entityType: "reassessment", readers: anyCredential }],
  jobs: [assessRestJob, fillVendorSetJob],
  navigation: [
    {
      label: "Reassessments",
      href: "/reassessments",
      position: 36,
      icon: "M4 4h9l3 3v9H4z M7 10h6 M7 13h4 M13 4v3h3",
    },
  ],
});

import { defineModule } from "../descriptor";
import { registerBillOfMaterialsRoutes } from ".";
import { advisoryJobs } from "./advisory-jobs";
import { parseBomJob } from "./parse-job";

export const billOfMaterialsModule = defineModule({
  name: "bill-of-materials",
  gate: "bill_of_materials",
  routes: registerBillOfMaterialsRoutes,
  jobs: [parseBomJob, ...advisoryJobs],
  navigation: [
    {
      label: "Components",
      href: "/components",
      position: 47,
      icon: "M3 6l7-4 7 4v8l-7 4-7-4z M3 6l7 4 7-4 M10 10v8",
      children: [
        { label: "Search", href: "/components" },
        { label: "Advisories", href: "/advisories" },
      ],
    },
  ],
});

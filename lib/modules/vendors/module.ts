import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerVendorRoutes } from ".";
import { vendorCustomFieldTargets } from "./custom-field-targets";

export const vendorsModule = defineModule({
  name: "vendors",
  routes: registerVendorRoutes,
  changeLog: [
    { entityType: "vendor", readers: anyCredential },
    { entityType: "service", readers: anyCredential },
  ],
  customFieldTargets: vendorCustomFieldTargets,
  navigation: [
    {
      label: "Vendors",
      href: "/vendors",
      position: 20,
      icon: "M3 17V8l5-3v12 M8 17V5l9 4v8 M2 17h16 M11 10h3 M11 13h3",
    },
  ],
});

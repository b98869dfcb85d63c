import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerSupplierProfileRoutes } from ".";
import { supplierProfileJobs, supplierProfileSchedules } from "./jobs";
import { profileEntityTypes } from "./profile-change";
import { reviewReaders } from "./routes/bank-reviews";

export const supplierProfileModule = defineModule({
  name: "supplier-profile",
  gate: "supplier_profile",
  routes: registerSupplierProfileRoutes,
  changeLog: [
    ...profileEntityTypes.map((entityType) => ({ entityType, readers: anyCredential })),
    { entityType: "bank_change_review", readers: reviewReaders },
  ],
  jobs: supplierProfileJobs,
  schedules: supplierProfileSchedules,
  navigation: [
    {
      label: "Bank reviews",
      href: "/bank-reviews",
      position: 37,
      icon: "M3 8l7-4 7 4 M4 8v7 M16 8v7 M8 10v4 M12 10v4 M3 16h14",
    },
  ],
});

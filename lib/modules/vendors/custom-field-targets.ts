import { eq } from "drizzle-orm";
import { recordDomainEvent } from "@/lib/events/record";
import type { CustomFieldTargetHandler } from "@/lib/extensions/custom-field-targets";
import { findServiceInOrg, findVendorInOrg } from "./lookup";
import { services, vendors } from "./tables";

/** Vendors and services carry custom fields. */
export const vendorCustomFieldTargets: CustomFieldTargetHandler[] = [
  {
    type: "vendor",
    assertExists: async (ctx, vendorId) => {
      await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
    },
    onValuesChanged: async (ctx, vendorId) => {
      await ctx.tx.update(vendors).set({ updatedAt: new Date() }).where(eq(vendors.id, vendorId));
      await recordDomainEvent(ctx.tx, ctx.orgId, "Vendor.Updated", { vendor_id: vendorId });
    },
    nameOf: async (ctx, vendorId) => (await findVendorInOrg(ctx.tx, ctx.orgId, vendorId)).name,
  },
  {
    type: "service",
    assertExists: async (ctx, serviceId) => {
      await findServiceInOrg(ctx.tx, ctx.orgId, serviceId);
    },
    onValuesChanged: async (ctx, serviceId) => {
      await ctx.tx.update(services).set({ updatedAt: new Date() }).where(eq(services.id, serviceId));
      await recordDomainEvent(ctx.tx, ctx.orgId, "Service.Updated", { service_id: serviceId });
    },
    nameOf: async (ctx, serviceId) => (await findServiceInOrg(ctx.tx, ctx.orgId, serviceId)).name,
  },
];

import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { recordDomainEvent } from "@/lib/events/record";
import { findServiceInOrg, findVendorInOrg } from "@/lib/modules/vendors/lookup";
import { services, vendors } from "@/lib/modules/vendors/tables";
import type { EditableTarget } from "./schemas";

/** A record type whose custom field values the web app can set. */
export interface CustomFieldTargetHandler {
  /** Throws the record type's 404 (vendor_not_found, ...) when the record is not in the organization. */
  assertExists(ctx: ServiceContext, targetId: string): Promise<void>;
  /** Runs in the same transaction after the record's values changed (updated_at, domain event). */
  onValuesChanged?(ctx: ServiceContext, targetId: string): Promise<void>;
}

const handlersKey = Symbol.for("vrp.customFields.targets");
type Holder = typeof globalThis & { [handlersKey]?: Map<EditableTarget, CustomFieldTargetHandler> };

function handlers(): Map<EditableTarget, CustomFieldTargetHandler> {
  const holder = globalThis as Holder;
  holder[handlersKey] ??= new Map();
  return holder[handlersKey];
}

/** A module whose records carry custom fields (assessments, later) registers its lookup here. */
export function registerCustomFieldTarget(type: EditableTarget, handler: CustomFieldTargetHandler): void {
  handlers().set(type, handler);
}

/** The handler of a record type; a type no module has registered yet has no records, so any ID is not found. */
export function customFieldTarget(type: EditableTarget): CustomFieldTargetHandler {
  return (
    handlers().get(type) ?? {
      assertExists: async () => {
        throw notFound(`${type}_not_found`, type.charAt(0).toUpperCase() + type.slice(1));
      },
    }
  );
}

registerCustomFieldTarget("vendor", {
  assertExists: async (ctx, vendorId) => {
    await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  },
  onValuesChanged: async (ctx, vendorId) => {
    await ctx.tx.update(vendors).set({ updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    await recordDomainEvent(ctx.tx, ctx.orgId, "Vendor.Updated", { vendor_id: vendorId });
  },
});

registerCustomFieldTarget("service", {
  assertExists: async (ctx, serviceId) => {
    await findServiceInOrg(ctx.tx, ctx.orgId, serviceId);
  },
  onValuesChanged: async (ctx, serviceId) => {
    await ctx.tx.update(services).set({ updatedAt: new Date() }).where(eq(services.id, serviceId));
    await recordDomainEvent(ctx.tx, ctx.orgId, "Service.Updated", { service_id: serviceId });
  },
});

import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { customFieldValuesFor } from "@/lib/modules/custom-fields";
import { recordServiceChange, serviceSnapshot } from "../change-log";
import { findVendorInOrg } from "../lookup";
import { selectServices } from "../queries";
import type { Service } from "../schemas";
import { serializeService } from "../serialize";
import { services } from "../tables";
import { loadService } from "./update-service";

/**
 * Archives (or restores) one of the vendor's services. The service keeps its values, custom fields and
 * links; archiving hides it from the default service list. Archiving an archived service (or restoring
 * a live one) changes nothing and records nothing.
 */
export async function setServiceArchived(
  ctx: ServiceContext,
  { vendorId, serviceId, archived }: { vendorId: string; serviceId: string; archived: boolean },
): Promise<Service> {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const current = await findInOrg(ctx.tx, services, ctx.orgId, serviceId, {
    notFound: () => notFound("service_not_found", "Service"),
    lock: "update",
    where: eq(services.vendorId, vendorId),
  });
  if (current.isArchived !== archived) {
    const before = await serviceSnapshot(ctx.tx, ctx.orgId, serviceId);
    await ctx.tx
      .update(services)
      .set({ isArchived: archived, updatedAt: new Date() })
      .where(inOrg(services, ctx.orgId, eq(services.id, serviceId)));
    await recordDomainEvent(ctx.tx, ctx.orgId, "Service.Updated", { service_id: serviceId });
    await recordServiceChange(
      ctx,
      archived ? "archived" : "restored",
      before,
      await serviceSnapshot(ctx.tx, ctx.orgId, serviceId),
    );
  }
  const row = await loadService(ctx.tx, ctx.orgId, vendorId, serviceId);
  const fields = await customFieldValuesFor(ctx.tx, ctx.orgId, "service", [serviceId]);
  return serializeService(row, fields.get(serviceId) ?? []);
}

/** The vendor's services, oldest first; archived ones only with includeArchived. A read. */
export async function listServices(
  ctx: ServiceContext,
  { vendorId, includeArchived }: { vendorId: string; includeArchived: boolean },
) {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const rows = (await selectServices(ctx.tx, ctx.orgId, vendorId)).filter((row) => includeArchived || !row.isArchived);
  const fields = await customFieldValuesFor(
    ctx.tx,
    ctx.orgId,
    "service",
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => serializeService(row, fields.get(row.id) ?? []));
  return { items, total: items.length };
}

import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { customFieldValuesFor } from "@/lib/modules/custom-fields";
import { recordServiceChange, serviceSnapshot } from "../change-log";
import { changedValues } from "../changed-values";
import { withPrimaryContact } from "../contacts";
import { findVendorInOrg } from "../lookup";
import { selectServicesById } from "../queries";
import { assertReferences, invalidService, requireName, uniqueIds } from "../references";
import type { Service, UpdateServiceInput } from "../schemas";
import { serializeService } from "../serialize";
import { services } from "../tables";

type ServiceRow = typeof services.$inferSelect;

/** The service, which must belong to the vendor; else 404 service_not_found. */
export async function loadService(q: Queryable, orgId: string, vendorId: string, serviceId: string) {
  const [row] = await selectServicesById(q, orgId, [serviceId]);
  if (!row || row.vendorId !== vendorId) {
    throw notFound("service_not_found", "Service");
  }
  return row;
}

async function lockService(ctx: ServiceContext, vendorId: string, serviceId: string): Promise<ServiceRow> {
  return findInOrg(ctx.tx, services, ctx.orgId, serviceId, {
    notFound: () => notFound("service_not_found", "Service"),
    lock: "update",
    where: eq(services.vendorId, vendorId),
  });
}

function requestedValues(current: ServiceRow, input: UpdateServiceInput): Partial<ServiceRow> {
  const ids = (value: string[] | null | undefined) => (value == null ? undefined : uniqueIds(value));
  return {
    name: input.name == null ? undefined : requireName(input.name, invalidService),
    description: input.description ?? undefined,
    tagIds: ids(input.tag_ids),
    relationshipOwnerIds: ids(input.relationship_owner_ids),
    watcherIds: ids(input.watcher_ids),
    contacts: input.primary_contact ? withPrimaryContact(current.contacts, input.primary_contact) : undefined,
  };
}

/** Only supplied fields change (risk_analyst_ids is not a service field and is ignored); Service.Updated on a change. */
export async function updateService(
  ctx: ServiceContext,
  { vendorId, serviceId, body: input }: { vendorId: string; serviceId: string; body: UpdateServiceInput },
): Promise<Service> {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const current = await lockService(ctx, vendorId, serviceId);
  const requested = requestedValues(current, input);
  await assertReferences(ctx.tx, ctx.orgId, input, invalidService);
  const changes = changedValues(current, requested);
  if (Object.keys(changes).length > 0) {
    const before = await serviceSnapshot(ctx.tx, ctx.orgId, serviceId);
    await ctx.tx
      .update(services)
      .set({ ...changes, updatedAt: new Date() })
      .where(inOrg(services, ctx.orgId, eq(services.id, serviceId)));
    await recordDomainEvent(ctx.tx, ctx.orgId, "Service.Updated", { service_id: serviceId });
    await recordServiceChange(ctx, "updated", before, await serviceSnapshot(ctx.tx, ctx.orgId, serviceId));
  }
  const row = await loadService(ctx.tx, ctx.orgId, vendorId, serviceId);
  const fields = await customFieldValuesFor(ctx.tx, ctx.orgId, "service", [serviceId]);
  return serializeService(row, fields.get(serviceId) ?? []);
}

import type { ServiceContext } from "@/lib/api/context";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { recordServiceChange, serviceSnapshot } from "../change-log";
import { withPrimaryContact } from "../contacts";
import { findVendorInOrg } from "../lookup";
import { assertReferences, invalidService, requireName, uniqueIds } from "../references";
import type { CreateServiceInput, Service } from "../schemas";
import { serializeService } from "../serialize";
import { services } from "../tables";
import { loadService } from "./update-service";

/** Not idempotent: every call creates a service. custom_fields is always [] on the response. */
export async function createService(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: CreateServiceInput },
): Promise<Service> {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const name = requireName(input.name, invalidService);
  await assertReferences(ctx.tx, ctx.orgId, input, invalidService);
  const id = newId("service");
  await ctx.tx.insert(services).values({
    id,
    orgId: ctx.orgId,
    vendorId,
    name,
    description: input.description ?? null,
    externalId: input.external_id ?? null,
    tagIds: uniqueIds(input.tag_ids ?? []),
    relationshipOwnerIds: uniqueIds(input.relationship_owner_ids ?? []),
    watcherIds: uniqueIds(input.watcher_ids ?? []),
    contacts: input.primary_contact ? withPrimaryContact([], input.primary_contact) : [],
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "Service.Created", { service_id: id });
  await recordServiceChange(ctx, "created", null, await serviceSnapshot(ctx.tx, ctx.orgId, id));
  const row = await loadService(ctx.tx, ctx.orgId, vendorId, id);
  return serializeService(row, []);
}

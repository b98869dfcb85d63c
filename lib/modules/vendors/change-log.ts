import { type ChangeContext, recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { type ServiceReadRow, selectServicesById, selectVendor } from "./queries";
import type { Vendor } from "./schemas";
import { serializeService, serializeVendor } from "./serialize";

// A vendor's and a service's own fields as the API shows them. Services and custom field values
// have their own change log entries, so they are left out of the vendor's.
export const vendorForLog = (apiVendor: Vendor) => {
  const { services: _services, custom_fields: _fields, ...vendor } = apiVendor;
  return vendor;
};
const serviceForLog = (row: ServiceReadRow) => {
  const { custom_fields: _fields, ...service } = serializeService(row);
  return service;
};

/** The vendor as the change log records it, read in the caller's transaction. */
export async function vendorSnapshot(q: Queryable, orgId: string, vendorId: string) {
  const [row] = await selectVendor(q, orgId, vendorId);
  return row ? vendorForLog(serializeVendor(row, [], [])) : null;
}

export async function serviceSnapshot(q: Queryable, orgId: string, serviceId: string) {
  const [row] = await selectServicesById(q, orgId, [serviceId]);
  return row ? serviceForLog(row) : null;
}

type Snapshot = Record<string, unknown> | null;

/** A vendor's or a service's change, from its log snapshots before and after (null on create). */
async function recordSnapshotChange(
  ctx: ChangeContext,
  entityType: "vendor" | "service",
  action: string,
  before: Snapshot,
  after: Snapshot,
) {
  const record = after ?? before;
  if (!record) {
    return;
  }
  await recordChange(ctx, {
    entityType,
    entityId: record.id as string,
    entityName: record.name as string,
    action,
    before,
    after,
  });
}

export const recordVendorChange = (ctx: ChangeContext, action: string, before: Snapshot, after: Snapshot) =>
  recordSnapshotChange(ctx, "vendor", action, before, after);

export const recordServiceChange = (ctx: ChangeContext, action: string, before: Snapshot, after: Snapshot) =>
  recordSnapshotChange(ctx, "service", action, before, after);

import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { portals } from "@/lib/modules/portals/tables";
import { services, vendors } from "@/lib/modules/vendors/tables";
import type { TestOrg } from "./fixtures";

type VendorValues = Partial<Omit<typeof vendors.$inferInsert, "id" | "orgId">>;
type ServiceValues = Partial<Omit<typeof services.$inferInsert, "id" | "orgId" | "vendorId">>;

/**
 * A vendor row in `org`, written directly: for modules whose tests need a vendor to hang records on
 * without depending on the vendors API's own rules.
 */
export async function insertVendor(org: Pick<TestOrg, "orgId">, values: VendorValues = {}): Promise<string> {
  const id = newId("vendor");
  await db()
    .insert(vendors)
    .values({ name: "Test Vendor", ...values, id, orgId: org.orgId });
  return id;
}

export async function insertService(
  org: Pick<TestOrg, "orgId">,
  vendorId: string,
  values: ServiceValues = {},
): Promise<string> {
  const id = newId("service");
  await db()
    .insert(services)
    .values({ name: "Test Service", ...values, id, orgId: org.orgId, vendorId });
  return id;
}

type PortalValues = Partial<Omit<typeof portals.$inferInsert, "id" | "orgId" | "vendorId">>;

/** A portal request to `vendorId`, written directly (requests are otherwise opened by workflow actions). */
export async function insertPortal(
  org: Pick<TestOrg, "orgId">,
  vendorId: string,
  values: PortalValues = {},
): Promise<string> {
  const id = newId("portal");
  await db()
    .insert(portals)
    .values({ type: "irq", ...values, id, orgId: org.orgId, vendorId });
  return id;
}

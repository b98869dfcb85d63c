import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import {
  type CustomFieldTarget,
  type CustomFieldType,
  type CustomFieldValue,
  customFieldDefinitions,
  customFieldValues,
} from "@/lib/modules/custom-fields/tables";
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

/**
 * A custom field definition written directly: in any state (disabled, archived, at a position),
 * without the API's rules.
 */
export async function insertCustomField(
  org: Pick<TestOrg, "orgId">,
  options: {
    name: string;
    type: CustomFieldType;
    appliesTo: CustomFieldTarget[];
    enabled?: boolean;
    archived?: boolean;
    position?: number;
  },
): Promise<string> {
  const id = newId("customField");
  await db()
    .insert(customFieldDefinitions)
    .values({
      id,
      orgId: org.orgId,
      fieldName: options.name,
      fieldType: options.type,
      appliesTo: options.appliesTo,
      enabled: options.enabled ?? true,
      isArchived: options.archived ?? false,
      position: options.position ?? 0,
    });
  return id;
}

/** A custom field value on a record, written directly without the value rules of the API. */
export async function setCustomValue(
  org: Pick<TestOrg, "orgId">,
  configId: string,
  targetType: CustomFieldTarget,
  targetId: string,
  value: CustomFieldValue,
): Promise<void> {
  await db().insert(customFieldValues).values({ orgId: org.orgId, configId, targetType, targetId, value });
}

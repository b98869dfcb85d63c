import type { Tx } from "@/lib/db/client";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import {
  defaultContractStatuses,
  defaultDocumentTypes,
  defaultFindingStatuses,
  defaultProcurementStatuses,
  defaultRiskLevels,
  defaultVendorStatuses,
} from "./defaults";
import { documentTypes, legalEntities, riskLevels, statuses } from "./tables";

export async function seedTaxonomyDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  await tx.insert(statuses).values([
    ...defaultVendorStatuses.map((name, index) => ({
      id: newId("status"),
      orgId: org.id,
      entity: "vendor" as const,
      name,
      position: index,
    })),
    ...defaultFindingStatuses.map((name, index) => ({
      id: newId("status"),
      orgId: org.id,
      entity: "finding" as const,
      name,
      position: index,
    })),
    ...defaultProcurementStatuses.map((name, index) => ({
      id: newId("status"),
      orgId: org.id,
      entity: "procurement" as const,
      name,
      position: index,
    })),
    ...defaultContractStatuses.map((name, index) => ({
      id: newId("status"),
      orgId: org.id,
      entity: "contract" as const,
      name,
      position: index,
    })),
  ]);
  await tx
    .insert(riskLevels)
    .values(
      defaultRiskLevels.map((name, index) => ({ id: newId("scaleLevel"), orgId: org.id, name, rank: index + 1 })),
    );
  await tx
    .insert(documentTypes)
    .values(
      defaultDocumentTypes.map((type, index) => ({ orgId: org.id, slug: type.slug, name: type.name, position: index })),
    );
  await tx
    .insert(legalEntities)
    .values({ id: newId("legalEntity"), orgId: org.id, name: org.name, country: org.country, isDefault: true });
}

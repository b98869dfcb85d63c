import type { ServiceContext } from "@/lib/api/context";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { setCustomFieldValues } from "@/lib/modules/custom-fields/set-values";
import { createTag, listRiskLevels, listStatuses } from "@/lib/modules/taxonomy/service";
import { createService } from "@/lib/modules/vendors/services/create-service";
import { createVendor } from "@/lib/modules/vendors/services/create-vendor";
import { SAMPLE_VENDORS } from "./catalog";
import { addSampleColleagues } from "./colleagues";
import { defineSampleFields } from "./fields";
import { contactEmail, planVendor } from "./plan";

export const SAMPLE_VENDOR_COUNT = SAMPLE_VENDORS.length;

function idByName(items: { id: string; name: string }[], name: string): string {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) {
    throw new Error(`sample data: no default named ${name}`);
  }
  return item.id;
}

/**
 * A realistic portfolio for a new organization (signup with sample_data): colleagues, tags, custom
 * fields and about 60 vendors with services, written through the services the API uses, as the
 * organization's admin, so domain events and activity are recorded as for any other change.
 */
export async function loadSamplePortfolio(tx: Tx, org: { orgId: string; adminUserId: string }): Promise<void> {
  const ctx: ServiceContext = {
    orgId: org.orgId,
    actor: { type: "user", userId: org.adminUserId, role: "org:admin" },
    tx,
    requestId: newId("request"),
  };
  const people = [org.adminUserId, ...(await addSampleColleagues(ctx))];
  const statuses = (await listStatuses(ctx, "vendor")).items;
  const levels = (await listRiskLevels(ctx)).items;
  const fields = await defineSampleFields(ctx);
  const tagIds = new Map<string, string>();
  const tagId = async (value: string) => {
    const known = tagIds.get(value) ?? (await createTag(ctx, value)).tag.id;
    tagIds.set(value, known);
    return known;
  };

  for (const [index, sample] of SAMPLE_VENDORS.entries()) {
    const plan = planVendor(sample, index);
    const owner = people[(index + 1) % people.length] ?? org.adminUserId;
    const tags = [await tagId(sample.industry)];
    if (plan.isCriticalSupplier) {
      tags.push(await tagId("Critical supplier"));
    }
    const vendor = await createVendor(ctx, {
      name: sample.name,
      website: `https://www.${sample.domain}.example`,
      description: sample.description,
      hq_location: sample.hq,
      use_case: sample.useCase,
      status_id: idByName(statuses, plan.status),
      tag_ids: tags,
      inherent_risk_level_id: idByName(levels, plan.inherentRisk),
      residual_risk_level_id: plan.residualRisk ? idByName(levels, plan.residualRisk) : null,
      engagement_type: plan.engagementType,
      risk_analyst_ids: [people[index % people.length] ?? org.adminUserId],
      relationship_owner_ids: [owner],
      watcher_ids: index % 3 === 0 ? [org.adminUserId] : [],
      primary_contact: {
        email: contactEmail(sample.contact[0], sample.domain),
        name: sample.contact[0],
        title: sample.contact[1],
      },
    });
    for (const [name, description] of sample.services) {
      const service = await createService(ctx, vendor.id, { name, description, relationship_owner_ids: [owner] });
      await setCustomFieldValues(ctx, "service", service.id, { [fields.classification]: plan.classification });
    }
    await setCustomFieldValues(ctx, "vendor", vendor.id, {
      [fields.classification]: plan.classification,
      [fields.regions]: plan.regions,
      [fields.annualSpend]: plan.commercial?.annualSpend ?? null,
      [fields.renewal]: plan.commercial?.renewal ?? null,
      [fields.businessOwner]: plan.commercial ? [owner] : null,
    });
  }
}

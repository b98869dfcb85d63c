import type { Actor, ServiceContext } from "@/lib/api/context";
import { type Caller, transactionAs } from "@/lib/api/service-context";
import { betweenBatches } from "@/lib/db/batches";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { setCustomFieldValues } from "@/lib/modules/custom-fields";
import { createTag, listRiskLevels, listStatuses } from "@/lib/modules/taxonomy";
import { createService, createVendor } from "@/lib/modules/vendors";
import { loadSampleBoms } from "./boms";
import { SAMPLE_VENDORS } from "./catalog";
import { addSampleColleagues } from "./colleagues";
import { loadSampleContracts } from "./contracts";
import { idByName } from "./defaults";
import { prepareSampleEvidence } from "./evidence-files";
import { defineSampleFields } from "./fields";
import { loadSampleIntake } from "./intake";
import { contactEmail, planVendor } from "./plan";
import { loadSampleRadar } from "./radar";
import { loadSampleRiskProgram, type SampleVendorRef } from "./risk-program";
import { loadSampleSupplierProfiles } from "./supplier-profile";
import { loadSampleZeroTouch } from "./zero-touch";

export const SAMPLE_VENDOR_COUNT = SAMPLE_VENDORS.length;

/** A step's context: the organization's admin (or whom the step names), in the step's own transaction. */
export type StepContext = ServiceContext & { tx: Tx };

/**
 * Runs one step of the load (a vendor, an evidence plan, a radar event...) in its own short
 * transaction, so that loading the portfolio never holds the database from other organizations for
 * more than a step (docs/architecture.md, "Short transactions"). `actor` defaults to the admin.
 */
export type SampleStep = (<T>(work: (ctx: StepContext) => Promise<T>, actor?: Actor) => Promise<T>) & {
  /** Who the steps run as, for a service that commits in transactions of its own. */
  runsAs: Caller;
};

function stepsAs(caller: Caller): SampleStep {
  const step = async <T>(work: (ctx: StepContext) => Promise<T>, actor?: Actor) => {
    await betweenBatches();
    return transactionAs({ ...caller, actor: actor ?? caller.actor }, work);
  };
  return Object.assign(step, { runsAs: caller });
}

/**
 * A realistic portfolio for a new organization (signup with sample_data): colleagues, tags, custom
 * fields and about 60 vendors with services, then a risk program on them (documents, assessments,
 * findings, obligations), four months of radar events and alerts, supplier profiles with two bank
 * changes waiting for review, and reviewed zero touch runs ranking the portfolio, written through the services
 * the API uses, as the organization's admin, so domain events and activity are recorded as for any
 * other change. Each step commits on its own (SampleStep), after the organization itself: should a
 * step fail, the steps before it stay.
 */
export async function loadSamplePortfolio(org: { orgId: string; adminUserId: string; name: string }): Promise<void> {
  const now = new Date();
  // Rendering and storing the evidence files needs no database: it runs while the vendors are written.
  const evidence = prepareSampleEvidence({ orgId: org.orgId, customer: org.name }, now);
  evidence.catch(() => undefined);
  try {
    const step = stepsAs({
      orgId: org.orgId,
      actor: { type: "user", userId: org.adminUserId, role: "org:admin" },
      requestId: newId("request"),
    });
    const colleagues = await step((ctx) => addSampleColleagues(ctx));
    const vendors = await loadSampleVendors(step, [org.adminUserId, ...colleagues.map((colleague) => colleague.id)]);
    await loadSampleRiskProgram({
      step,
      vendors,
      adminUserId: org.adminUserId,
      // Members own the program's work; the siloed member and the guest see only part of it.
      colleagues: colleagues.filter((colleague) => colleague.role === "org:member").map((colleague) => colleague.id),
      evidence: await evidence,
      now,
    });
    await loadSampleRadar(step, vendors, now);
    const [proposer] = colleagues.filter((colleague) => colleague.role === "org:member");
    if (proposer) {
      const colleague: Actor = { type: "user", userId: proposer.id, role: "org:member" };
      await loadSampleSupplierProfiles(step, colleague, vendors, org.name);
    }
    // Zero touch escalations go to the first member colleague, as a reviewer hands work to an analyst.
    await loadSampleZeroTouch(step, vendors, proposer?.id);
    // Procurement requests, filed by the same colleague as the bank changes (procurement's own work).
    await loadSampleIntake(
      step,
      proposer ? { type: "user", userId: proposer.id, role: "org:member" } : step.runsAs.actor,
    );
    // Contracts owned by the admin and the members in turn, so each has renewals to decide.
    const owners = [org.adminUserId, ...colleagues.filter((c) => c.role === "org:member").map((c) => c.id)];
    await loadSampleContracts(step, vendors, owners, now);
    // Bills of materials of a few vendors and an advisory that their components match.
    await loadSampleBoms(step, vendors);
  } catch (error) {
    await evidence.then(
      (prepared) => prepared.discard(),
      () => undefined,
    );
    throw error;
  }
}

async function loadSampleVendors(step: SampleStep, people: string[]): Promise<Map<string, SampleVendorRef>> {
  const adminUserId = people[0] ?? "";
  const { statuses, levels, fields } = await step(async (ctx) => ({
    statuses: (await listStatuses(ctx, "vendor")).items,
    levels: (await listRiskLevels(ctx)).items,
    fields: await defineSampleFields(ctx),
  }));
  const tagIds = new Map<string, string>();
  const tagId = async (ctx: ServiceContext, value: string) => {
    const known = tagIds.get(value) ?? (await createTag(ctx, value)).tag.id;
    tagIds.set(value, known);
    return known;
  };
  const refs = new Map<string, SampleVendorRef>();

  /** One sample vendor with its services and custom field values. */
  const loadSampleVendor = async (ctx: ServiceContext, index: number, sample: (typeof SAMPLE_VENDORS)[number]) => {
    const plan = planVendor(sample, index);
    const owner = people[(index + 1) % people.length] ?? adminUserId;
    const tags = [await tagId(ctx, sample.industry)];
    if (plan.isCriticalSupplier) {
      tags.push(await tagId(ctx, "Critical supplier"));
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
      risk_analyst_ids: [people[index % people.length] ?? adminUserId],
      relationship_owner_ids: [owner],
      watcher_ids: index % 3 === 0 ? [adminUserId] : [],
      primary_contact: {
        email: contactEmail(sample.contact[0], sample.domain),
        name: sample.contact[0],
        title: sample.contact[1],
      },
    });
    const serviceIds: string[] = [];
    for (const [name, description] of sample.services) {
      const service = await createService(ctx, {
        vendorId: vendor.id,
        body: { name, description, relationship_owner_ids: [owner] },
      });
      serviceIds.push(service.id);
      await setCustomFieldValues(ctx, {
        targetType: "service",
        targetId: service.id,
        values: { [fields.classification]: plan.classification },
      });
    }
    await setCustomFieldValues(ctx, {
      targetType: "vendor",
      targetId: vendor.id,
      values: {
        [fields.classification]: plan.classification,
        [fields.regions]: plan.regions,
        [fields.annualSpend]: plan.commercial?.annualSpend ?? null,
        [fields.renewal]: plan.commercial?.renewal ?? null,
        [fields.businessOwner]: plan.commercial ? [owner] : null,
      },
    });
    return { id: vendor.id, name: sample.name, serviceIds };
  };
  for (const [index, sample] of SAMPLE_VENDORS.entries()) {
    refs.set(sample.name, await step((ctx) => loadSampleVendor(ctx, index, sample)));
  }
  return refs;
}

import type { Tx } from "@/lib/db/client";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import { defaultControlSets } from "./catalog";
import { assessmentPlans, controlSets, controls } from "./tables";

const planNames: Record<string, string> = {
  soc2: "Standard security review (SOC 2)",
  iso27001: "ISO 27001 certification review",
  zero_touch: "Zero touch public evidence review",
};

export async function seedControlDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  const setIds: Record<string, string> = {};
  for (const [setIndex, template] of defaultControlSets.entries()) {
    const setId = newId("controlSet");
    setIds[template.key] = setId;
    // Distinct creation times keep the seeded order stable when listing by created_at.
    const createdAt = new Date(Date.now() + setIndex);
    await tx.insert(controlSets).values({
      id: setId,
      orgId: org.id,
      name: template.name,
      description: template.description,
      isZeroTouch: template.isZeroTouch,
      templateKey: template.key,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(controls).values(
      template.controls.map((control, position) => ({
        id: newId("control"),
        orgId: org.id,
        controlSetId: setId,
        ref: control.ref,
        title: control.title,
        description: control.description,
        criteria: control.criteria,
        keywords: control.keywords,
        weight: control.weight,
        position,
      })),
    );
  }
  const plans = defaultControlSets.map((template, index) => {
    const createdAt = new Date(Date.now() + index);
    return {
      id: newId("assessmentPlan"),
      orgId: org.id,
      name: planNames[template.key] ?? template.name,
      controlSetIds: [setIds[template.key] ?? ""],
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(assessmentPlans).values(plans);
}

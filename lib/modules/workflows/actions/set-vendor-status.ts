import { ActionFailure, type WorkflowAction } from "@/lib/extensions/workflow-actions";
import { findVendorStatusByName, setVendorStatus } from "@/lib/modules/vendors";
import { subjectVendor, vendorArtifact } from "./vendor-subject";

/** settings.status names a vendor status record (for example Offboarded). */
export const setVendorStatusAction: WorkflowAction = {
  type: "set_vendor_status",
  async run(context) {
    const name = context.settings.status;
    if (typeof name !== "string" || name.trim() === "") {
      throw new ActionFailure("set_vendor_status needs settings.status, the name of a vendor status.");
    }
    const vendor = await subjectVendor(context);
    const status = await findVendorStatusByName(context.tx, context.orgId, name.trim());
    if (!status) {
      throw new ActionFailure(`No vendor status named "${name.trim()}" in this organization.`);
    }
    const changed = await setVendorStatus(context.tx, context.orgId, vendor.id, status.id);
    const trigger = vendorArtifact(vendor.id, "trigger");
    return {
      status: "success",
      message: changed ? null : `The vendor's status was already "${status.name}".`,
      artifacts: changed ? [trigger, vendorArtifact(vendor.id, "result")] : [trigger],
    };
  },
};

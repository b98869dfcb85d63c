import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { addReassessmentVendors, setReassessmentVendorInclusion } from "../edit";
import {
  AddReassessmentVendorsBody,
  ReassessmentIdParam,
  ReassessmentSchema,
  ReassessmentVendorInclusionBody,
} from "../schemas";
import { immutableNote, lockedNote, pendingNote, requireReassessmentInOrg, stateErrors, tags } from "./shared";

const addRoute = defineRoute({
  method: "post",
  path: "/v1/reassessments/{reassessment_id}/vendors",
  tags,
  operationId: "addReassessmentVendors",
  summary: "Add vendors to a draft reassessment",
  description:
    "Vendors not yet in the set join as manual entries, included, after the others; ones already in it are " +
    "unchanged. alert_ids gain the event's alerts on the added vendors. Draft only. Returns the refreshed reassessment.",
  request: {
    params: ReassessmentIdParam,
    body: { content: { "application/json": { schema: AddReassessmentVendorsBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The refreshed reassessment."),
    ...errorsFor({ invalid_reassessment: "unknown vendor IDs (named).", reassessment_not_found: true }),
    ...commonErrors,
    ...stateErrors(`${lockedNote} ${pendingNote} ${immutableNote}`),
  },
});

const inclusionRoute = defineRoute({
  method: "post",
  path: "/v1/reassessments/{reassessment_id}/vendor_inclusion",
  tags,
  operationId: "setReassessmentVendorInclusion",
  summary: "Include or exclude a vendor of a draft reassessment",
  description:
    "included false keeps the vendor in the set but out of the run. Draft only. Returns the refreshed reassessment.",
  request: {
    params: ReassessmentIdParam,
    body: { content: { "application/json": { schema: ReassessmentVendorInclusionBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The refreshed reassessment."),
    ...errorsFor({ invalid_reassessment: "the vendor is not in the vendor set.", reassessment_not_found: true }),
    ...commonErrors,
    ...stateErrors(`${lockedNote} ${pendingNote} ${immutableNote}`),
  },
});

export function registerReassessmentVendorRoutes(app: ApiApp) {
  app.openapi(addRoute, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    const { vendor_ids: vendorIds } = c.req.valid("json");
    return c.json(await addReassessmentVendors(callerOf(c), reassessmentId, vendorIds), 200);
  });
  app.openapi(inclusionRoute, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await setReassessmentVendorInclusion(callerOf(c), reassessmentId, input), 200);
  });
}

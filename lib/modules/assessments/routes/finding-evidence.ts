import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { FindingEvidenceSchema, FindingIdParam } from "@/lib/modules/findings";
import { findingEvidence } from "../finding-evidence";

const route = defineRoute({
  method: "get",
  path: "/v1/findings/{finding_id}/evidence",
  tags: ["Findings"],
  operationId: "getFindingEvidence",
  summary: "Why a finding was raised",
  description:
    "Extension: for a finding an assessment's analysis raised, the control, the evaluation's result and rationale, and the quoted passages with their documents. A finding raised by hand answers with nulls and no evidence.",
  request: { params: FindingIdParam },
  access: anyCredential,
  responses: {
    200: json(FindingEvidenceSchema, "The finding's evidence."),
    ...errorsFor({ finding_not_found: true }),
    ...commonErrors,
  },
});

export function registerFindingEvidence(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await findingEvidence(readContext(c), c.req.valid("param").finding_id), 200));
}

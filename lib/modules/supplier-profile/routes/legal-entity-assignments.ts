import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import { listLegalEntityAssignments, replaceLegalEntityAssignments } from "../registrations/legal-entities";
import { VendorIdParam } from "../schemas/common";
import { LegalEntityAssignmentListSchema, PutLegalEntityAssignmentsBody } from "../schemas/registrations";

const tags = ["Supplier profile"];

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/legal_entity_assignments",
  tags,
  operationId: "listVendorLegalEntityAssignments",
  summary: "The organization's legal entities that deal with the vendor",
  description: "In the order they were assigned.",
  request: { params: VendorIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(LegalEntityAssignmentListSchema, "The assigned legal entities."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const putRoute = defineRoute({
  method: "put",
  path: "/v1/vendors/{vendor_id}/legal_entity_assignments",
  tags,
  operationId: "putVendorLegalEntityAssignments",
  summary: "Replace the vendor's legal entities",
  description:
    "The set becomes exactly legal_entity_ids (a repeated ID counts once; [] clears it); entities kept keep their " +
    "assigned_at. A change is one change feed entry (legal_entity_assignment, updated, entity_id = the vendor ID, " +
    "before/after {legal_entity_ids}). Returns the new list.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: PutLegalEntityAssignmentsBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(LegalEntityAssignmentListSchema, "The assigned legal entities."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
    422: json(
      z.union([ErrorEnvelope, ValidationErrorEnvelope]),
      "invalid_legal_entity: an ID is not a legal entity of your organization (named); nothing changed. " +
        "A body that fails schema validation (more than 100 IDs) is a 422 with the validation array.",
    ),
  },
});

export function registerLegalEntityAssignmentRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listLegalEntityAssignments(readContext(c), vendorId), 200);
  });
  app.openapi(putRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const { legal_entity_ids: legalEntityIds } = c.req.valid("json");
    return c.json(
      await inTransaction(c, (ctx) => replaceLegalEntityAssignments(ctx, { vendorId, legalEntityIds })),
      200,
    );
  });
}

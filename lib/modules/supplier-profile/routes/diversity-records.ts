import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import {
  createDiversityRecord,
  deleteDiversityRecord,
  listDiversityRecords,
  requireDiversityRecordOfVendor,
} from "../registrations/diversity";
import { VendorIdParam } from "../schemas/common";
import {
  CreateDiversityRecordBody,
  DiversityRecordIdParam,
  DiversityRecordListSchema,
  DiversityRecordSchema,
  PROFILE_LIST_CAP,
} from "../schemas/registrations";
import { DeletedRecordSchema } from "../schemas/sites";

const tags = ["Supplier profile"];

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/diversity_records",
  tags,
  operationId: "listVendorDiversityRecords",
  summary: "The vendor's diversity records",
  description: `Oldest first, at most ${PROFILE_LIST_CAP}.`,
  request: { params: VendorIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(DiversityRecordListSchema, "The diversity records."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const createRoute = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/diversity_records",
  tags,
  operationId: "createVendorDiversityRecord",
  summary: "Add a diversity record",
  description:
    "classification is required. certified_at and expires_at are Unix seconds; expires_at before certified_at is " +
    "a 422 validation error at body.expires_at. document_id names a document of the same vendor.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: CreateDiversityRecordBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    201: json(DiversityRecordSchema, "The new diversity record."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
    422: json(
      z.union([ErrorEnvelope, ValidationErrorEnvelope]),
      "invalid_document: document_id is not a live document of this vendor. A body that fails schema validation " +
        "(bounds, classification, expires_at before certified_at) is a 422 with the validation array.",
    ),
  },
});

const deleteRoute = defineRoute({
  method: "delete",
  path: "/v1/vendors/{vendor_id}/diversity_records/{diversity_record_id}",
  tags,
  operationId: "deleteVendorDiversityRecord",
  summary: "Delete a diversity record",
  description: "Removed for good; the change feed keeps its last state.",
  request: { params: DiversityRecordIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg, requireDiversityRecordOfVendor] as const,
  responses: {
    200: json(DeletedRecordSchema, "{id, deleted: true}."),
    ...errorsFor({ vendor_not_found: true, diversity_record_not_found: true }),
    ...commonErrors,
  },
});

export function registerDiversityRecordRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listDiversityRecords(readContext(c), vendorId), 200);
  });
  app.openapi(createRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createDiversityRecord(ctx, { vendorId, body })), 201);
  });
  app.openapi(deleteRoute, async (c) => {
    const { vendor_id: vendorId, diversity_record_id: diversityRecordId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => deleteDiversityRecord(ctx, { vendorId, diversityRecordId })), 200);
  });
}

import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import { listTaxRegistrations, listTaxRegistrationTypes, putTaxRegistration } from "../registrations/tax";
import { VendorIdParam } from "../schemas/common";
import {
  PROFILE_LIST_CAP,
  PutTaxRegistrationBody,
  TaxRegistrationListSchema,
  TaxRegistrationSchema,
  TaxRegistrationTypeListSchema,
  TaxRegistrationTypesQuery,
} from "../schemas/registrations";

const tags = ["Supplier profile"];

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/tax_registrations",
  tags,
  operationId: "listVendorTaxRegistrations",
  summary: "The vendor's tax registrations",
  description: `By country and registration type, at most ${PROFILE_LIST_CAP}. Values are masked (value_masked); the full identifier is never returned.`,
  request: { params: VendorIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(TaxRegistrationListSchema, "The tax registrations."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const putRoute = defineRoute({
  method: "put",
  path: "/v1/vendors/{vendor_id}/tax_registrations",
  tags,
  operationId: "putVendorTaxRegistration",
  summary: "Create or update a tax registration",
  description:
    "Upsert keyed by (country, registration_type): 201 when created, 200 when it existed. The value is checked by " +
    "the country rules (a failing check is 422 validation_failed and nothing is saved; a registration type the " +
    "country rules do not know is kept, not_validated, with a warning), stored sealed in its compact form and " +
    "returned only as value_masked (**** and the last four; **** alone for a value shorter than 8 characters). " +
    "The same PUT again returns the same record and records no change. source is that of the first PUT.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: PutTaxRegistrationBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    201: json(TaxRegistrationSchema, "The new registration."),
    200: json(TaxRegistrationSchema, "The existing registration, updated if anything changed."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
    422: json(
      z.union([ErrorEnvelope, ValidationErrorEnvelope]),
      "validation_failed: the identifier failed a country rule; detail.error holds {rule_set, errors, warnings} " +
        "(messages never repeat the value) and nothing was saved. A body that fails schema validation is a 422 " +
        "with the validation array.",
    ),
  },
});

const typesRoute = defineRoute({
  method: "get",
  path: "/v1/tax_registration_types",
  tags,
  operationId: "listTaxRegistrationTypes",
  summary: "Tax registration types of a country",
  description:
    "The registration types the country rules check for the country (an empty list when none): what a form offers " +
    "for registration_type. Another type is accepted by PUT .../tax_registrations, unchecked, with a warning.",
  request: { query: TaxRegistrationTypesQuery },
  access: anyCredential,
  responses: { 200: json(TaxRegistrationTypeListSchema, "The types."), ...commonErrors },
});

export function registerTaxRegistrationRoutes(app: ApiApp) {
  app.openapi(typesRoute, async (c) => c.json(listTaxRegistrationTypes(c.req.valid("query").country), 200));
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listTaxRegistrations(readContext(c), vendorId), 200);
  });
  app.openapi(putRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    const result = await inTransaction(c, (ctx) => putTaxRegistration(ctx, { vendorId, body }));
    return result.created ? c.json(result.registration, 201) : c.json(result.registration, 200);
  });
}

import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import { requireBankAccountOfVendor } from "../bank-accounts/lookup";
import {
  createBankAccount,
  getBankAccount,
  listBankAccounts,
  retireBankAccount,
  updateBankAccountDetails,
} from "../bank-writes";
import {
  BankAccountListSchema,
  BankAccountParams,
  BankAccountSchema,
  CreateBankAccountBody,
  QueuedBankChangeSchema,
  UpdateBankAccountBody,
} from "../schemas/bank-accounts";
import { VendorIdParam } from "../schemas/common";

const tags = ["Supplier profile"];
/** A write's 422: a coded refusal of the details, or a body that fails the schema (the validation array). */
const writeRefusals = {
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    "validation_failed: a country-rule error (detail.error holds the checks); nothing is saved or queued. " +
      "invalid_document: statement_document_id is not a document of this vendor. " +
      "A body that fails schema validation is a 422 with the validation array.",
  ),
};

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/bank_accounts",
  tags,
  operationId: "listVendorBankAccounts",
  summary: "List a vendor's bank accounts",
  description:
    "Numbers are masked to their last four characters; swift_bic is shown in full. values (every field in full) is present only for a key holding banking:read.",
  request: { params: VendorIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(BankAccountListSchema, "The vendor's bank accounts, oldest first, retired ones included."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}",
  tags,
  operationId: "getVendorBankAccount",
  summary: "Get one bank account (extension)",
  description: "Masked like the list; values is always null here.",
  request: { params: BankAccountParams },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(BankAccountSchema, "The bank account."),
    ...errorsFor({ vendor_not_found: true, bank_account_not_found: true }),
    ...commonErrors,
  },
});

const createRoute = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/bank_accounts",
  tags,
  operationId: "createVendorBankAccount",
  summary: "Add a bank account",
  description:
    "202 with review_id when the change waits for review (the default), or 201 with the account when the organization turned review off or the key holds review:sensitive_changes. For a queued write, bank_account_name and statement_document_id take effect on approval. currency BRL is refused when the supplier's primary site (or first site) is outside Brazil.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: CreateBankAccountBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    201: json(BankAccountSchema, "The account, applied at once (values null)."),
    202: json(QueuedBankChangeSchema, "The change, queued for review."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
    ...writeRefusals,
  },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}",
  tags,
  operationId: "updateVendorBankAccount",
  summary: "Change a bank account",
  description:
    "bank_country and values are required and values replaces the whole set. Values equal to the stored ones apply currency, bank_account_name, is_primary and statement_document_id at once (200); any difference is a bank change: 202 with review_id when review is required, else 200. The live account keeps its details until approval. 409 bank_change_pending while another change to the account waits for review.",
  request: {
    params: BankAccountParams,
    body: { content: { "application/json": { schema: UpdateBankAccountBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg, requireBankAccountOfVendor] as const,
  responses: {
    200: json(BankAccountSchema, "The updated account."),
    202: json(QueuedBankChangeSchema, "The change, queued for review."),
    ...errorsFor({
      vendor_not_found: true,
      bank_account_not_found: true,
      bank_change_pending: true,
      bank_account_retired: true,
    }),
    ...commonErrors,
    ...writeRefusals,
  },
});

const retireRoute = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}/retire",
  tags,
  operationId: "retireVendorBankAccount",
  summary: "Retire a bank account",
  description:
    "Never waits for review; a change waiting on the account is rejected. Retiring a retired account is a no-op.",
  request: { params: BankAccountParams },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(BankAccountSchema, "The account, status retired."),
    ...errorsFor({ vendor_not_found: true, bank_account_not_found: true }),
    ...commonErrors,
  },
});

export function registerBankAccountRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listBankAccounts(readContext(c), { vendorId }), 200);
  });
  app.openapi(getRoute, async (c) => {
    const { vendor_id: vendorId, bank_account_id: bankAccountId } = c.req.valid("param");
    return c.json(await getBankAccount(readContext(c), { vendorId, bankAccountId }), 200);
  });
  app.openapi(createRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    const result = await inTransaction(c, (ctx) => createBankAccount(ctx, { vendorId, body }));
    return "queued" in result ? c.json(result.queued, 202) : c.json(result.applied, 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { vendor_id: vendorId, bank_account_id: bankAccountId } = c.req.valid("param");
    const body = c.req.valid("json");
    const result = await inTransaction(c, (ctx) => updateBankAccountDetails(ctx, { vendorId, bankAccountId, body }));
    return "queued" in result ? c.json(result.queued, 202) : c.json(result.applied, 200);
  });
  app.openapi(retireRoute, async (c) => {
    const { vendor_id: vendorId, bank_account_id: bankAccountId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => retireBankAccount(ctx, { vendorId, bankAccountId })), 200);
  });
}

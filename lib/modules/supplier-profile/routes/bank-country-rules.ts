import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listBankCountryRules, validateBankDetailsDryRun } from "../bank-accounts/country-rules-service";
import {
  BankCountryRulesListSchema,
  BankValidationSchema,
  ValidateBankDetailsBody,
} from "../schemas/bank-country-rules";

const tags = ["Supplier profile"];

const listRoute = defineRoute({
  method: "get",
  path: "/v1/bank_country_rules",
  tags,
  operationId: "listBankCountryRules",
  summary: "Bank country rule sets (extension)",
  description:
    "Each configured bank country's fields (which are required, which are masked) and rule set version. A country not listed is unconfigured: accounts there are stored with validation_status not_validated.",
  access: anyCredential,
  responses: { 200: json(BankCountryRulesListSchema, "The configured countries."), ...commonErrors },
});

const validateRoute = defineRoute({
  method: "post",
  path: "/v1/bank_country_rules/validate",
  tags,
  operationId: "validateBankDetails",
  summary: "Check bank details against the country rules (extension)",
  description:
    "The same checks a bank account write runs, answered with 200 whatever the outcome; nothing is saved. Messages never repeat the values.",
  request: { body: { content: { "application/json": { schema: ValidateBankDetailsBody } }, required: true } },
  access: anyCredential,
  responses: {
    200: json(BankValidationSchema, "The outcome of every check."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerBankCountryRuleRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(listBankCountryRules(), 200));
  app.openapi(validateRoute, async (c) =>
    c.json(await validateBankDetailsDryRun(readContext(c), c.req.valid("json")), 200),
  );
}

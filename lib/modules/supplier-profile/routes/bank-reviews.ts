import { z } from "@hono/zod-openapi";
import { dashboardRoles } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { approveBankChange, rejectBankChange } from "../reviews/decide";
import { findBankReviewInOrg, getBankReview, listBankReviews } from "../reviews/list";
import {
  ApproveBankReviewBody,
  BankReviewIdParam,
  BankReviewListQuery,
  BankReviewListSchema,
  BankReviewSchema,
  RejectBankReviewBody,
} from "../schemas/bank-reviews";

const tags = ["Supplier profile"];
/** Who sees the queue: admins decide, members follow the changes they proposed. */
export const reviewReaders = dashboardRoles(["org:admin", "org:member"]);
/** Who decides: admins (never the user who proposed the change). */
const reviewers = dashboardRoles(["org:admin"]);
/** Another organization's review is a 404 before the body is validated. */
const requireReviewInOrg = requireInOrg("review_id", (q, orgId, id) => findBankReviewInOrg(q, orgId, id));
const decideErrors = errorsFor({ bank_review_not_found: true, bank_review_decided: true, own_change_review: true });
const stillFailing =
  "validation_failed: the proposed details no longer pass the country rules; the change stays pending.";
/** A decision's 422: a coded refusal (`note`), or a body that fails the schema (the validation array). */
const decideRefusals = (note: string) => ({
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    `${note} A body that fails schema validation is a 422 with the validation array.`,
  ),
});

const listRoute = defineRoute({
  method: "get",
  path: "/v1/bank_reviews",
  tags,
  operationId: "listBankChangeReviews",
  summary: "List bank change reviews",
  description: "Newest first. Proposed and current details are masked; signals explain what looks unusual.",
  request: { query: BankReviewListQuery },
  access: reviewReaders,
  responses: { 200: json(BankReviewListSchema, "A page of reviews."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/bank_reviews/{review_id}",
  tags,
  operationId: "getBankChangeReview",
  summary: "Get a bank change review",
  request: { params: BankReviewIdParam },
  access: reviewReaders,
  responses: {
    200: json(BankReviewSchema, "The review."),
    ...errorsFor({ bank_review_not_found: true }),
    ...commonErrors,
  },
});

const approveRoute = defineRoute({
  method: "post",
  path: "/v1/bank_reviews/{review_id}/approve",
  tags,
  operationId: "approveBankChange",
  summary: "Approve a bank change",
  description:
    "Applies the change atomically: a new account, or the new values on the live account. Of two reviewers deciding at once, exactly one decision lands; the other gets 409 bank_review_decided. 403 own_change_review for the user who proposed it. " +
    "Extension: the body is optional; a change with a high signal needs verification_note (how it was verified, for example a call-back to a known number), else 422 verification_note_required. The note is kept on the review and in its change log entry.",
  request: {
    params: BankReviewIdParam,
    body: { content: { "application/json": { schema: ApproveBankReviewBody } }, required: false },
  },
  access: reviewers,
  middleware: [requireReviewInOrg] as const,
  responses: {
    200: json(BankReviewSchema, "The approved review."),
    ...decideErrors,
    ...commonErrors,
    ...decideRefusals(
      `${stillFailing} verification_note_required: a signal is high and no verification_note was given.`,
    ),
  },
});

const rejectRoute = defineRoute({
  method: "post",
  path: "/v1/bank_reviews/{review_id}/reject",
  tags,
  operationId: "rejectBankChange",
  summary: "Reject a bank change",
  description: "The live account keeps its details. The change feed lists the rejection under the review's ID.",
  request: {
    params: BankReviewIdParam,
    body: { content: { "application/json": { schema: RejectBankReviewBody } }, required: true },
  },
  access: reviewers,
  middleware: [requireReviewInOrg] as const,
  responses: {
    200: json(BankReviewSchema, "The rejected review."),
    ...decideErrors,
    ...commonErrors,
    ...decideRefusals(stillFailing),
  },
});

export function registerBankReviewRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listBankReviews(readContext(c), c.req.valid("query")), 200));
  app.openapi(getRoute, async (c) => c.json(await getBankReview(readContext(c), c.req.valid("param").review_id), 200));
  app.openapi(approveRoute, async (c) => {
    const { review_id: reviewId } = c.req.valid("param");
    const verificationNote = c.req.valid("json")?.verification_note ?? null;
    return c.json(await inTransaction(c, (ctx) => approveBankChange(ctx, { reviewId, verificationNote })), 200);
  });
  app.openapi(rejectRoute, async (c) => {
    const { review_id: reviewId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => rejectBankChange(ctx, { reviewId, reason })), 200);
  });
}

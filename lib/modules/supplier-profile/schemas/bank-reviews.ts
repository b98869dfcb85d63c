import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { VERIFICATION_NOTE_MAX } from "@/lib/contract/bank-signals";
import { BankDetailsSummarySchema } from "./bank-accounts";
import { profileLimits, timestamp } from "./common";

export const reviewStatuses = ["pending", "approved", "rejected"] as const;

const SignalSchema = z
  .object({
    code: z.string().openapi({ example: "bank_country_not_in_sites" }),
    message: z.string().openapi({ description: "One line explaining why the change looks unusual." }),
    severity: z.enum(["high", "medium", "low"]).openapi({
      description:
        "Extension: how strongly the signal points at payment fraud. Approving a change with a high signal needs a verification_note.",
    }),
  })
  .openapi("BankChangeSignal");

export const BankReviewSchema = z
  .object({
    id: z.string().openapi({ example: "cbbarev_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    vendor_name: z.string().nullable(),
    bank_account_id: z
      .string()
      .nullable()
      .openapi({ description: "The account changed; for a new account, null until approved, then its ID." }),
    kind: z.enum(["create", "update"]),
    status: z.enum(reviewStatuses),
    proposed: BankDetailsSummarySchema,
    current: BankDetailsSummarySchema.nullable().openapi({
      description: "The live account as it stands now (masked), for a change to an existing account.",
    }),
    signals: z.array(SignalSchema).openapi({ description: "Fraud signals found when the change was proposed." }),
    proposed_by: z.object({
      type: z.enum(["user", "api"]),
      id: z.string(),
      name: z.string().nullable(),
      user_id: z
        .string()
        .nullable()
        .openapi({
          description:
            "The user behind the proposal, who may not decide it: the dashboard user, or for an API key the user " +
            "who created the key (null for a key another key created).",
        }),
    }),
    decided_by: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    decided_at: timestamp.nullable(),
    rejection_reason: z.string().nullable(),
    verification_note: z.string().nullable().openapi({
      description:
        "Extension: how the approver verified the change (for example a call-back to a known number); null otherwise.",
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("BankChangeReview");
export type BankReview = z.infer<typeof BankReviewSchema>;

export const BankReviewListQuery = z.object({
  status: z.enum(reviewStatuses).optional(),
  vendor_id: z.string().max(100).optional(),
  ...paginationQuery(),
});
export type BankReviewFilters = z.infer<typeof BankReviewListQuery>;

export const BankReviewListSchema = pageEnvelope("items", BankReviewSchema).openapi("BankChangeReviewList");

export const BankReviewIdParam = z.object({
  review_id: z.string().openapi({ param: { name: "review_id", in: "path" } }),
});

export const ApproveBankReviewBody = z
  .object({
    verification_note: z.string().trim().max(VERIFICATION_NOTE_MAX).nullish().openapi({
      description:
        "Extension: how the change was verified, for example a call-back to a number already on file. Required (non-empty) when a signal is high: 422 verification_note_required otherwise.",
    }),
  })
  .openapi("ApproveBankChange");

export const RejectBankReviewBody = z
  .object({ reason: z.string().trim().min(1).max(profileLimits.reason) })
  .openapi("RejectBankChange");

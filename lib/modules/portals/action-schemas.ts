import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";
import { portalResponseTypes, portalTypes } from "./tables";

export const portalActionLimits = {
  email: 254,
  displayName: 200,
  id: 100,
  questionnaireIds: 50,
  activityIds: 200,
} as const;

/** A due date is a future instant, judged when the request arrives. */
const futureTimestamp = timestamp.refine((value) => value * 1000 > Date.now(), {
  message: "Value error, due_at must be in the future",
});

const email = z.string().trim().toLowerCase().email().max(portalActionLimits.email);

export const CreatePortalBody = z
  .object({
    vendor_id: z.string().max(portalActionLimits.id),
    type: z.enum(portalTypes),
    recipient_email: email.openapi({
      description: "Who answers: the link is emailed here, and this address signs in with a one-time code.",
    }),
    due_at: futureTimestamp.optional().openapi({ description: "Unix seconds, in the future; none when omitted." }),
    display_name: z.string().trim().min(1).max(portalActionLimits.displayName).optional().openapi({
      description: 'Defaults to "<type label>: <vendor name>" ("Inherent risk questionnaire: Acme").',
    }),
    questionnaire_ids: z
      .array(z.string().max(portalActionLimits.id))
      .min(1)
      .max(portalActionLimits.questionnaireIds)
      .optional()
      .openapi({
        description:
          "Active intake questionnaires to ask, one section each, in this order. Omitted: the organization's active questionnaires of the request's type (else all active ones).",
      }),
  })
  .openapi("CreatePortal");
export type CreatePortalInput = z.infer<typeof CreatePortalBody>;

export const UpdatePortalBody = z
  .object({
    due_at: futureTimestamp.openapi({ description: "The new due date (Unix seconds, in the future)." }),
  })
  .openapi("UpdatePortal");
export type UpdatePortalInput = z.infer<typeof UpdatePortalBody>;

/** The IDs of a comma-separated list, trimmed, empty entries and repeats dropped, in first-seen order. */
export const splitIds = (list: string) => [
  ...new Set(
    list
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id.length > 0),
  ),
];

export const PortalActivityQuery = z.object({
  ids: z
    .string()
    .max(portalActionLimits.activityIds * (portalActionLimits.id + 1))
    .refine((list) => splitIds(list).length > 0, { message: "Value error, ids names no portal" })
    .refine((list) => splitIds(list).length <= portalActionLimits.activityIds, {
      message: `Value error, ids names more than ${portalActionLimits.activityIds} portals`,
    })
    .refine((list) => splitIds(list).every((id) => id.length <= portalActionLimits.id), {
      message: `Value error, a portal ID is longer than ${portalActionLimits.id} characters`,
    })
    .openapi({
      param: { name: "ids", in: "query" },
      description: `Comma-separated portal IDs, at most ${portalActionLimits.activityIds}.`,
      example: "cbsbpt_0123456789abcdef0123456789abcdef,cbsbpt_fedcba9876543210fedcba9876543210",
    }),
});

export const PortalActivitySchema = z
  .object({
    items: z.array(
      z.object({
        portal_id: z.string(),
        answered: z.number().int(),
        total: z.number().int(),
        last_vendor_activity_at: timestamp.nullable(),
      }),
    ),
  })
  .openapi("PortalActivityList");

const ResponseAnswerSchema = z
  .object({
    answer_text: z.string().nullable(),
    selected_options: z.array(z.string()),
    comment: z.string().nullable(),
    documents: z.array(z.object({ id: z.string(), name: z.string() })),
    answered_by: z.string().openapi({ description: "The email address that last saved it." }),
    updated_at: timestamp,
  })
  .openapi("PortalResponseAnswer");

export const PortalResponseSchema = z
  .object({
    portal_id: z.string(),
    response_id: z
      .string()
      .nullable()
      .openapi({ description: "The questionnaire response's ID (its events name it); null until the first answer." }),
    progress: z.object({
      answered: z.number().int(),
      total: z.number().int(),
      required_unanswered: z.number().int(),
    }),
    last_vendor_activity_at: timestamp.nullable(),
    sections: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        questions: z.array(
          z.object({
            id: z.string(),
            text: z.string(),
            required: z.boolean(),
            response_type: z.enum(portalResponseTypes),
            options: z.array(z.string()),
            answer: ResponseAnswerSchema.nullable().openapi({
              description: "null until the vendor answers (an earlier answer offered again counts once confirmed).",
            }),
          }),
        ),
      }),
    ),
    invitees: z.array(
      z.object({
        email: z.string(),
        section_key: z.string().nullable().openapi({ description: "null: every section." }),
      }),
    ),
  })
  .openapi("PortalVendorResponse");

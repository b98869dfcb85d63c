import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { outboundEmails } from "@/lib/mail/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { openPortalRequest } from "./service";

/** The Portal object's fields (02 "Portal object"), sorted: GET /v1/portals keeps exactly these. */
export const PORTAL_FIELDS = [
  "assessment_id",
  "created_at",
  "display_name",
  "due_at",
  "id",
  "paused",
  "reference",
  "state",
  "status",
  "submitted_at",
  "type",
  "url",
  "vendor_id",
];

export const domain = () => `vendor-${randomBytes(4).toString("hex")}.example`;

export interface Opened {
  id: string;
  recipient: string;
  /** The request's vendor portal path. */
  base: `/api/portal/${string}`;
}

export async function openRequest(
  org: TestOrg,
  vendorId: string,
  recipient: string,
  values: { dueAt?: Date; questionnaireIds?: string[] } = {},
) {
  const row = await openPortalRequest(db(), {
    orgId: org.orgId,
    vendorId,
    type: "irq",
    displayName: "Inherent risk questionnaire: Vendor",
    recipientEmail: recipient,
    dueAt: values.dueAt ?? new Date(Date.now() + 14 * 24 * 3600 * 1000),
    asks: { kind: "questionnaires", questionnaireIds: values.questionnaireIds },
  });
  return { id: row.id, recipient, base: `/api/portal/${row.id}` as const } satisfies Opened;
}

/** The latest code mailed to `to` for this request (the outbound mail log). */
export async function mailedCode(portalId: string, to: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.relatedId, portalId), eq(outboundEmails.to, to)))
    .orderBy(desc(outboundEmails.createdAt));
  const code = mail?.body.match(/Your code: (\d{6})/)?.[1];
  if (!code) {
    throw new Error(`no code mailed to ${to}`);
  }
  return code;
}

export const mailsTo = async (portalId: string, to: string) =>
  (
    await db()
      .select({ subject: outboundEmails.subject })
      .from(outboundEmails)
      .where(and(eq(outboundEmails.relatedId, portalId), eq(outboundEmails.to, to)))
  ).length;

/**
 * A client address of its own for each sign-in: the per-address throttles count in the database, which
 * a local rerun within 15 minutes reuses.
 */
const uniquePeer = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Signs `email` in on the request (code from the outbound mail log) and returns the Cookie header value. */
export async function signIn(request: Pick<Opened, "id">, email: string, peer = uniquePeer()): Promise<string> {
  const asked = await callApi("post", `/api/portal/${request.id}/sign-in/code`, { body: { email }, peer });
  expectStatus(asked, 202);
  const signedIn = await callApi("post", `/api/portal/${request.id}/sign-in`, {
    body: { email, code: await mailedCode(request.id, email) },
    peer,
  });
  expectStatus(signedIn, 200);
  const cookie = signedIn.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}

export const asVisitor = (cookie: string) => ({ headers: { cookie } });

export async function questionnaire(request: Opened, cookie: string): Promise<Schemas["PortalQuestionnaire"]> {
  const result = await callApi("get", `${request.base}/questionnaire`, asVisitor(cookie));
  expectStatus(result, 200);
  return result.body;
}

/** A section of the questionnaire as the vendor sees it (GET /api/portal/{portal_id}/questionnaire). */
export type Section = Schemas["PortalQuestionnaire"]["sections"][number];

/** A valid answer to `question`: a sentence, or its first option. */
export function answerFor(question: Section["questions"][number]): Schemas["PortalAnswerInput"] {
  if (question.response_type === "free_text") {
    return { answer_text: "We encrypt everything at rest with AES-256." };
  }
  const [first] = question.options;
  if (first === undefined) {
    throw new Error(`question ${question.id} offers no option`);
  }
  return { selected_options: [first] };
}

export async function answerAll(request: Opened, cookie: string, sections: Section[]) {
  for (const section of sections) {
    for (const question of section.questions) {
      const saved = await callApi("put", `${request.base}/answers/${question.id}`, {
        body: answerFor(question),
        ...asVisitor(cookie),
      });
      expectStatus(saved, 200);
    }
  }
}

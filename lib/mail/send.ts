import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs";
import { outboundEmails } from "./tables";

export interface OutboundEmail {
  to: string;
  subject: string;
  body: string;
  related?: { type: string; id: string };
}

const smtpUrl = () => process.env.SMTP_URL?.trim() || undefined;
/**
 * MAIL_OUTBOX_DIR (development and tests only, without SMTP_URL): each logged email is also written
 * there as a JSON file once its transaction commits, so a person or a browser test can read what a
 * vendor would have received (a portal's sign-in code).
 */
export const mailOutboxDir = () => process.env.MAIL_OUTBOX_DIR?.trim() || undefined;
const fromAddress = () => process.env.MAIL_FROM?.trim() || "Vendor Risk <no-reply@localhost>";

export const writeOutboxJob = defineJob<{ email_id: string }>({
  type: "mail.outbox",
  maxAttempts: 3,
  retryDelaySeconds: exponentialBackoff(5, 60),
  async handle(payload) {
    const dir = mailOutboxDir();
    const [email] = await db().select().from(outboundEmails).where(eq(outboundEmails.id, payload.email_id));
    if (!dir || !email) {
      return;
    }
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${email.createdAt.getTime()}-${email.id}.json`);
    const message = {
      id: email.id,
      to: email.to,
      subject: email.subject,
      body: email.body,
      related_id: email.relatedId,
    };
    // Written under another name and renamed: whoever reads the folder sees a whole message or none.
    const partial = `${file}.partial`;
    await writeFile(partial, JSON.stringify(message, null, 2));
    await rename(partial, file);
  },
});

export const deliverEmailJob = defineJob<{ email_id: string }>({
  type: "mail.deliver",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(30, 900),
  async handle(payload, context) {
    const [email] = await db().select().from(outboundEmails).where(eq(outboundEmails.id, payload.email_id));
    const url = smtpUrl();
    if (email?.status !== "queued" || !url) {
      return;
    }
    const { createTransport } = await import("nodemailer");
    try {
      await createTransport(url).sendMail({
        from: fromAddress(),
        to: email.to,
        subject: email.subject,
        text: email.body,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const lastAttempt = context.attempt >= deliverEmailJob.maxAttempts;
      await db()
        .update(outboundEmails)
        .set({ error: message, status: lastAttempt ? "failed" : "queued" })
        .where(eq(outboundEmails.id, email.id));
      throw error;
    }
    await db()
      .update(outboundEmails)
      .set({ status: "sent", sentAt: new Date(), error: null })
      .where(eq(outboundEmails.id, email.id));
  },
});

/**
 * Writes the email to the outbound mail log in the caller's transaction; with SMTP_URL set, a
 * delivery job is enqueued with it, so the email is sent exactly when the change that caused it commits.
 */
export async function sendEmail(tx: Queryable, orgId: string, email: OutboundEmail): Promise<string> {
  const id = newId("outboundEmail");
  const deliver = smtpUrl() !== undefined;
  await tx.insert(outboundEmails).values({
    id,
    orgId,
    to: email.to,
    subject: email.subject,
    body: email.body,
    relatedType: email.related?.type ?? null,
    relatedId: email.related?.id ?? null,
    status: deliver ? "queued" : "logged",
  });
  if (deliver) {
    await enqueueJob(tx, deliverEmailJob, { email_id: id }, { orgId });
  } else if (mailOutboxDir()) {
    await enqueueJob(tx, writeOutboxJob, { email_id: id }, { orgId });
  }
  return id;
}

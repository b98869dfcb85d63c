import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { sendEmail } from "./send";
import { outboundEmails } from "./tables";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port, collecting what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const email = {
  to: "vendor@example.test",
  subject: "Questionnaire",
  body: "Please answer.",
  related: { type: "portal", id: "cbsbpt_x" },
};
const emailRows = (org: TestOrg) => db().select().from(outboundEmails).where(eq(outboundEmails.orgId, org.orgId));

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_OUTBOX_DIR;
});

describe("outbound mail", () => {
  it("without SMTP_URL, logs the email and queues no delivery", async () => {
    const org = await createOrg();
    const id = await db().transaction((tx) => sendEmail(tx, org.orgId, email));
    const [row] = await emailRows(org);
    expect(row).toMatchObject({
      id,
      to: email.to,
      subject: "Questionnaire",
      body: "Please answer.",
      relatedType: "portal",
      relatedId: "cbsbpt_x",
      status: "logged",
    });
    expect(await db().select().from(jobs).where(eq(jobs.orgId, org.orgId))).toEqual([]);
  });

  it("with MAIL_OUTBOX_DIR and no SMTP_URL, writes the committed email there as a JSON file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vrp-outbox-"));
    process.env.MAIL_OUTBOX_DIR = dir;
    const org = await createOrg();
    const id = await db().transaction((tx) => sendEmail(tx, org.orgId, email));
    expect((await emailRows(org))[0]?.status).toBe("logged");
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const written = JSON.parse(await readFile(path.join(dir, files[0] ?? ""), "utf8"));
    expect(written).toEqual({
      id,
      to: email.to,
      subject: "Questionnaire",
      body: "Please answer.",
      related_id: "cbsbpt_x",
    });
  });

  it("with SMTP_URL, delivers through the queue to a real SMTP server and marks the email sent", async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      const org = await createOrg();
      await db().transaction((tx) => sendEmail(tx, org.orgId, email));
      expect((await emailRows(org))[0]?.status).toBe("queued");
      await new JobWorker({ orgId: org.orgId }).runUntilIdle();
      const [row] = await emailRows(org);
      expect(row?.status).toBe("sent");
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["vendor@example.test"]);
      expect(smtp.received[0]?.data).toContain("Subject: Questionnaire");
      expect(smtp.received[0]?.data).toContain("Please answer.");
    } finally {
      await smtp.close();
    }
  });

  it("records the error and keeps the email queued for retry when the server is unreachable", async () => {
    const smtp = await startSmtp();
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    const org = await createOrg();
    await db().transaction((tx) => sendEmail(tx, org.orgId, email));
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const [row] = await emailRows(org);
    expect(row?.status).toBe("queued");
    expect(row?.error).toBeTruthy();
    const [job] = await db().select().from(jobs).where(eq(jobs.orgId, org.orgId));
    expect([job?.status, job?.attempts]).toEqual(["queued", 1]);
  });
});

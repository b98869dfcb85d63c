import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterEach, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { markMigrationsApplied } from "@/lib/db/readiness";
import { JobWorker } from "@/lib/jobs";
import { health } from "@/lib/server/health";
import { uploadedDocument } from "@/lib/testing/documents";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import { resetExtractionPool } from "./extraction-pool";
import { documents } from "./tables";

/**
 * A DOCX of many one-word paragraphs: mammoth builds objects per node, so 50,000 paragraphs need well
 * over 64 MiB of heap, and 150,000 run past 512 MiB after seconds of parsing (they held the main
 * thread 2.5 s at 80,000). The words are random so the archive compresses like a real document (the
 * zip guard refuses extreme ratios).
 */
async function manyParagraphsDocx(paragraphs: number): Promise<Uint8Array> {
  const words = randomBytes(paragraphs * 4).toString("hex");
  const body = Array.from(
    { length: paragraphs },
    (_, index) => `<w:p><w:r><w:t>${words.slice(index * 8, index * 8 + 8)}</w:t></w:r></w:p>`,
  ).join("");
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

async function upload(org: TestOrg, vendorId: string, name: string, bytes: Uint8Array | string): Promise<string> {
  return (await uploadedDocument(org.token, { name, bytes }, { vendor_id: vendorId })).id;
}

async function stored(id: string) {
  const [row] = await db().select().from(documents).where(eq(documents.id, id));
  return row;
}

/** The document as the API shows it, and its original bytes fetched through a presigned URL. */
async function shownAndDownloaded(org: TestOrg, id: string) {
  const shown = (await callApi("get", `/v1/documents/${id}`, { token: org.token })).body;
  const link = await callApi("get", `/v1/documents/${id}/download`, { token: org.token });
  expectStatus(link, 200);
  const url = new URL(link.body.url);
  const file = await apiApp().request(`${url.pathname}${url.search}`);
  expect(file.status).toBe(200);
  return { shown, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function useLimits(limits: Record<string, string>) {
  Object.assign(process.env, limits);
  return resetExtractionPool();
}

afterEach(async () => {
  for (const name of ["EXTRACTION_THREADS", "EXTRACTION_TIMEOUT_SECONDS", "EXTRACTION_MEMORY_LIMIT_MB"]) {
    delete process.env[name];
  }
  await resetExtractionPool();
});

describe("document text extraction limits", () => {
  // Building, uploading and parsing a large file for seconds: room for a loaded machine.
  it("a document past its time budget fails with the reason and stays downloadable; meanwhile the server keeps answering", {
    timeout: 90_000,
  }, async () => {
    // Heap room enough that only the clock can stop the slow file, even on a fast machine.
    await useLimits({ EXTRACTION_TIMEOUT_SECONDS: "3", EXTRACTION_MEMORY_LIMIT_MB: "2048" });
    const org = await createOrg();
    const vendor = await createVendor(org);
    const slowBytes = await manyParagraphsDocx(250_000);
    const slow = await upload(org, vendor.id, "slow.docx", slowBytes);
    const spaces = await upload(org, vendor.id, "spaces.txt", `a${" ".repeat(1_000_000)}a`);
    const plain = await upload(org, vendor.id, "policy.txt", "Privacy policy: the personal data we collect.");

    // The test setup migrated the database; /api/health answers 200 once told so, as after start-up.
    markMigrationsApplied();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let running = true;
    const jobs = runJobs(org).finally(() => {
      running = false;
    });
    let answeredWhileAnalyzing = 0;
    while (running) {
      const [checked, listed] = await Promise.all([
        health(),
        call(`/v1/documents?vendor_id=${vendor.id}`, { token: org.token }),
      ]);
      expect([checked.status, listed.status]).toEqual([200, 200]);
      if ((await stored(slow))?.status === "analyzing") {
        answeredWhileAnalyzing += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await jobs;
    loop.disable();

    expect(answeredWhileAnalyzing).toBeGreaterThan(0);
    // The slow file alone needs several seconds of parsing: on this thread it would show here.
    expect(loop.max / 1e6).toBeLessThan(1000);

    const failed = await shownAndDownloaded(org, slow);
    expect(failed.shown).toMatchObject({
      status: "failed",
      status_reason: "Text extraction stopped: the file needed more than 3 seconds.",
    });
    expect(Buffer.compare(failed.bytes, slowBytes)).toBe(0);
    expect((await stored(slow))?.extractedText).toBeNull();

    expect((await stored(spaces))?.extractedText).toBe(`a${" ".repeat(1_000_000)}a`);
    expect((await shownAndDownloaded(org, plain)).shown).toMatchObject({
      status: "complete",
      status_reason: null,
      document_type: "privacy_policy",
    });
  });

  it("a document that needs more memory than a thread may use fails with the reason; the next one gets a fresh thread", async () => {
    await useLimits({ EXTRACTION_THREADS: "1", EXTRACTION_MEMORY_LIMIT_MB: "64" });
    const org = await createOrg();
    const vendor = await createVendor(org);
    const fatBytes = await manyParagraphsDocx(50_000);
    const fat = await upload(org, vendor.id, "fat.docx", fatBytes);
    const plain = await upload(org, vendor.id, "policy.txt", "Privacy policy: the personal data we collect.");
    await runJobs(org);

    const failed = await shownAndDownloaded(org, fat);
    expect(failed.shown).toMatchObject({
      status: "failed",
      status_reason: "Text extraction stopped: the file needed more than 64 MiB of memory.",
    });
    expect(Buffer.compare(failed.bytes, fatBytes)).toBe(0);
    expect((await stored(fat))?.extractedText).toBeNull();
    expect((await stored(plain))?.status).toBe("complete");
    expect((await stored(plain))?.extractedText).toBe("Privacy policy: the personal data we collect.");
  });
});

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { makeDocx, makeXlsx, uploadedDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import {
  documentXmlBomb,
  type RawZipEntry,
  storedEntry,
  withParts,
  worksheetXmlBomb,
  zipOf,
} from "@/lib/testing/office-zips";
import { extractText } from "./extract";
import { documents } from "./tables";
import { readOfficeZip } from "./zip-guard";

const MiB = 1024 * 1024;
const BOMB_SIZE = 100 * MiB;
/** Far below the 100 MiB a bomb inflates to; generous for the test runner's own allocations. */
const MEMORY_MARGIN = 40 * MiB;

/** The highest heap + ArrayBuffer use (sampled) above the starting point while `work` runs. */
async function peakMemoryGrowth(work: () => Promise<unknown>): Promise<{ outcome: unknown; growth: number }> {
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const before = used();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 1);
  let outcome: unknown;
  try {
    outcome = await work();
  } catch (error) {
    outcome = error;
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, used());
  }
  return { outcome, growth: peak - before };
}

let docxBomb: Buffer;
let xlsxBomb: Buffer;
let lyingDocx: Buffer;
let lyingXlsx: Buffer;

beforeAll(async () => {
  const docx = await makeDocx(["A harmless paragraph."]);
  const xlsx = await makeXlsx([["A harmless cell"]]);
  docxBomb = await withParts(docx, [await documentXmlBomb(BOMB_SIZE)]);
  xlsxBomb = await withParts(xlsx, [await worksheetXmlBomb(BOMB_SIZE)]);
  // The central directory and local headers claim 2 KiB; the data inflates to 100 MiB.
  lyingDocx = await withParts(docx, [await documentXmlBomb(BOMB_SIZE, 2048)]);
  lyingXlsx = await withParts(xlsx, [await worksheetXmlBomb(BOMB_SIZE, 2048)]);
});

describe("zip bombs in Office files", () => {
  it("the fixtures are small files that really expand ~1000 times", () => {
    expect(docxBomb.length).toBeLessThan(400 * 1024);
    expect(xlsxBomb.length).toBeLessThan(400 * 1024);
  });

  it.each([
    ["docx", "DOCX", () => docxBomb],
    ["xlsx", "XLSX", () => xlsxBomb],
    ["xlsm", "XLSX", () => xlsxBomb],
  ])(
    "a .%s whose XML inflates to 100 MiB is refused before inflating, with a readable reason",
    async (extension, _format, bomb) => {
      const { outcome, growth } = await peakMemoryGrowth(() => extractText(extension, bomb()));
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as Error).message).toBe(
        "The file expands to more than 64 MiB when unpacked, the limit for text extraction; text was not extracted.",
      );
      expect(growth).toBeLessThan(MEMORY_MARGIN);
    },
  );

  it.each([
    ["docx", () => lyingDocx],
    ["xlsx", () => lyingXlsx],
  ])("a .%s whose central directory understates a part's size is stopped while inflating", async (extension, lying) => {
    const { outcome, growth } = await peakMemoryGrowth(() => extractText(extension, lying()));
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe(
      "The file is damaged: a part is larger or smaller than its declared size; text was not extracted.",
    );
    expect(growth).toBeLessThan(MEMORY_MARGIN);
  });

  it("refuses a part compressed far beyond ordinary XML even when the total is under the cap", async () => {
    const docx = await makeDocx(["A harmless paragraph."]);
    const dense = await withParts(docx, [await documentXmlBomb(8 * MiB)]);
    await expect(extractText("docx", dense)).rejects.toThrow(
      "A part of the file is compressed more than 100 to 1, as in a zip bomb; text was not extracted.",
    );
  });

  it("refuses an archive listing more than 10,000 parts", async () => {
    const entries: RawZipEntry[] = Array.from({ length: 10_001 }, (_, index) =>
      storedEntry(`word/part${index}.xml`, ""),
    );
    await expect(extractText("docx", zipOf(entries))).rejects.toThrow(
      "The file has more than 10,000 parts, the limit for text extraction; text was not extracted.",
    );
  });

  it("says so when the file is password-protected (an OLE compound file, not a zip)", async () => {
    const compound = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(504)]);
    await expect(extractText("docx", compound)).rejects.toThrow(
      "The file is password-protected or saved in the older binary Office format, not a DOCX archive; text was not extracted.",
    );
  });

  it("reports a file that is not a zip archive at all", async () => {
    await expect(extractText("docx", Buffer.from("not a zip file"))).rejects.toThrow(
      /^The file is not a readable DOCX \(zip\) archive: /,
    );
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("ordinary Office files through the guard", () => {
  it("a DOCX with an image still extracts its text", async () => {
    const { Document, ImageRun, Packer, Paragraph, TextRun } = await import("docx");
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun("Before the picture.")] }),
            new Paragraph({
              children: [new ImageRun({ type: "png", data: PNG, transformation: { width: 10, height: 10 } })],
            }),
            new Paragraph({ children: [new TextRun("After the picture.")] }),
          ],
        },
      ],
    });
    const bytes = await Packer.toBuffer(doc);
    expect(await extractText("docx", bytes)).toBe("Before the picture.\n\nAfter the picture.");
  });

  it("an XLSX with an image still extracts its cells", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Controls");
    sheet.addRow(["Control", "Status"]);
    sheet.addRow(["MFA", "Enforced"]);
    const image = workbook.addImage({ buffer: PNG as unknown as ExcelJS.Buffer, extension: "png" });
    sheet.addImage(image, "D1:E3");
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await extractText("xlsx", bytes)).toBe("# Controls\nControl\tStatus\nMFA\tEnforced");
  });

  it("reads the XML parts and leaves media parts empty", async () => {
    const docx = await withParts(await makeDocx(["Hello"]), [storedEntry("word/media/image1.png", PNG)]);
    const parts = await readOfficeZip(docx, "DOCX");
    expect(parts.get("word/document.xml")?.toString("utf8")).toContain("Hello");
    expect(parts.get("word/media/image1.png")?.length).toBe(0);
  });
});

describe("POST /v1/documents with a zip bomb", () => {
  it("stores the upload, fails the document with the reason, and still serves the original bytes", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const created = await uploadedDocument(
      org.token,
      { name: "policy.docx", bytes: docxBomb },
      { vendor_id: vendor.id },
    );
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    const fetched = await callApi("get", `/v1/documents/${created.id}`, { token: org.token });
    expect(bodyAt(fetched, 200).status).toBe("failed");
    const [row] = await db().select().from(documents).where(eq(documents.id, created.id));
    expect(row?.statusReason).toBe(
      "Text could not be extracted from the DOCX file: The file expands to more than 64 MiB when unpacked, the limit for text extraction; text was not extracted.",
    );
    expect(row?.extractedText).toBeNull();

    const { url } = bodyAt(await callApi("get", `/v1/documents/${created.id}/download`, { token: org.token }), 200);
    const parsed = new URL(url);
    const file = await apiApp().request(`${parsed.pathname}${parsed.search}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(docxBomb)).toBe(true);
  });
});

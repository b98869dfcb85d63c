import { Document, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * Real documents for tests (no app imports: browser specs use this file too) (the documents module's extraction, the assessment engine's evidence):
 * each paragraph becomes text a reader can extract. Callers choose which statements (controls) a
 * document states or omits.
 */

/** A PDF with the paragraphs laid out on as many pages as they need (Helvetica, wrapped). */
export async function makePdf(paragraphs: string[], title = "Test document"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  const margin = 50;
  const lineHeight = size * 1.4;
  let page = pdf.addPage();
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const newLine = () => {
    y -= lineHeight;
    if (y < margin) {
      page = pdf.addPage();
      y = page.getHeight() - margin;
    }
  };
  for (const paragraph of paragraphs) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        page.drawText(line, { x: margin, y, size, font });
        newLine();
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) {
      page.drawText(line, { x: margin, y, size, font });
    }
    newLine();
    newLine();
  }
  return pdf.save();
}

/** A DOCX with one paragraph per entry. */
export async function makeDocx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** An XLSX workbook with one sheet of rows. */
export async function makeXlsx(rows: (string | number)[][], sheetName = "Sheet1"): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) {
    sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export interface UploadPart {
  name: string;
  value: string;
}

/** A multipart/form-data body for POST /v1/documents: a file part and any number of fields. */
export function documentForm(
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  fields: UploadPart[] | Record<string, string | string[]>,
): FormData {
  const form = new FormData();
  const entries = Array.isArray(fields)
    ? fields.map((part) => [part.name, part.value] as const)
    : Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
      );
  for (const [name, value] of entries) {
    form.append(name, value);
  }
  if (file) {
    const bytes = typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
    form.append("file", new Blob([bytes as BlobPart], { type: file.type ?? "application/octet-stream" }), file.name);
  }
  return form;
}

export const MULTIPART_BOUNDARY = "----vrp-streamed-upload-7d1f";

/**
 * A POST /v1/documents body whose file part is `size` bytes, produced chunk by chunk (`chunk`
 * repeated) so neither the sender nor the server ever holds the whole file. Returns the parts in
 * order and the exact body length, for a Content-Length header.
 */
export function streamedMultipart(
  vendorId: string,
  fileName: string,
  size: number,
  chunk: Uint8Array = new Uint8Array(1024 * 1024).fill(0x61),
): { contentType: string; length: number; chunks: () => Generator<Uint8Array> } {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="vendor_id"\r\n\r\n${vendorId}\r\n` +
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = encoder.encode(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
  function* chunks(): Generator<Uint8Array> {
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) {
      yield size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
    }
    yield tail;
  }
  return {
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    length: head.length + size + tail.length,
    chunks,
  };
}

/** The same body as a web ReadableStream (for Request bodies; needs `duplex: "half"`). */
export function streamedMultipartBody(parts: ReturnType<typeof streamedMultipart>): ReadableStream<Uint8Array> {
  const iterator = parts.chunks();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) {
        controller.close();
      } else {
        controller.enqueue(next.value);
      }
    },
  });
}

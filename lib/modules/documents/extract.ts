import { createRequire } from "node:module";
import path from "node:path";
import { presentationText } from "./pptx";
import { vettedOfficeZip } from "./zip-guard";

/**
 * Text extraction, one maintained library per format: PDF (pdfjs-dist), DOCX (mammoth),
 * XLSX/XLSM (exceljs), PPTX (./pptx), CSV/TXT/MD (plain UTF-8). Office files pass the zip guard
 * (./zip-guard) first: mammoth and exceljs only ever see an uncompressed copy of the vetted parts.
 * Other formats (images, zip, legacy Office, ppt) have no extractor: they yield null, which is not
 * a failure.
 */

/** Extracted text kept per document (the engine quotes passages from it). */
export const MAX_TEXT_CHARS = 2_000_000;
/** Plain-text formats are read up to this many bytes. */
export const MAX_PLAIN_TEXT_BYTES = 8 * 1024 * 1024;

export const PLAIN_TEXT_EXTENSIONS = new Set(["txt", "md", "csv"]);
export const EXTRACTABLE_EXTENSIONS = new Set(["pdf", "docx", "xlsx", "xlsm", "pptx", ...PLAIN_TEXT_EXTENSIONS]);

const clip = (text: string) => text.slice(0, MAX_TEXT_CHARS);

/**
 * Every step is linear in the text's length. The trailing-blanks step only starts at the first blank
 * of a run: a bare `[ \t]+\n` was retried at every position of a long run of blanks that no newline
 * ends, which is quadratic (an upload of a million spaces held the thread for minutes).
 */
function normalize(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/(?<![ \t])[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

let standardFontsDir: string | undefined;
function pdfStandardFonts(): string {
  // Resolved from the app root (works in ESM, CommonJS and the Next server bundle alike).
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  standardFontsDir ??= `${path.join(path.dirname(resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;
  return standardFontsDir;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: pdfStandardFonts(),
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < MAX_TEXT_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if ("str" in item) {
          text += item.str;
          text += item.hasEOL ? "\n" : " ";
        }
      }
      pages.push(text.replace(/ +/g, " "));
      length += text.length;
      page.cleanup();
    }
    return pages.join("\n\n");
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = (await import("mammoth")).default;
  return (await mammoth.extractRawText({ buffer: await vettedOfficeZip(bytes, "DOCX") })).value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return "";
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === "object") {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(cell.richText)) {
      return cell.richText.map((run) => run.text).join("");
    }
    if (cell.text !== undefined) {
      return String(cell.text);
    }
    if (cell.result !== undefined) {
      return cellText(cell.result);
    }
    return "";
  }
  return String(value);
}

async function workbookText(bytes: Buffer): Promise<string> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings predate Buffer being generic over its backing store.
  await workbook.xlsx.load((await vettedOfficeZip(bytes, "XLSX")) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    const lines: string[] = [`# ${sheet.name}`];
    sheet.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      lines.push(values.map(cellText).join("\t").trimEnd());
    });
    sheets.push(lines.join("\n"));
  });
  return sheets.join("\n\n");
}

/**
 * The document's text, or null for a format without an extractor. Throws on a corrupt file. The
 * classification job calls it on an extraction thread (./extraction-worker), never on the server's.
 */
export async function extractText(extension: string, bytes: Buffer): Promise<string | null> {
  switch (extension) {
    case "pdf":
      return clip(normalize(await pdfText(bytes)));
    case "docx":
      return clip(normalize(await docxText(bytes)));
    case "xlsx":
    case "xlsm":
      return clip(normalize(await workbookText(bytes)));
    case "pptx":
      return clip(normalize(await presentationText(bytes)));
    case "txt":
    case "md":
    case "csv":
      return clip(normalize(new TextDecoder("utf-8").decode(bytes)));
    default:
      return null;
  }
}

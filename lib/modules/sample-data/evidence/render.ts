import { crc32, deflateSync } from "node:zlib";
import type { Color, PDFFont, PDFPage } from "pdf-lib";
import type { GeneratedFile } from "@/lib/modules/documents";
import type { EvidenceDocument } from "./model";

/**
 * Turns a document model into the file a vendor would send and the text extraction would find in it.
 * PDFs use the standard Helvetica fonts (nothing embedded, small files); their text is kept to the
 * characters those fonts can encode, so the stored text is what the PDF shows.
 */
export async function renderEvidence(document: EvidenceDocument, author: string): Promise<GeneratedFile> {
  switch (document.format) {
    case "pdf": {
      const safe = mapText(document, toWinAnsi);
      return {
        fileName: document.fileName,
        bytes: await renderPdf(safe, author),
        contentType: "application/pdf",
        text: plainText(safe),
      };
    }
    case "md": {
      const text = markdown(document);
      return { fileName: document.fileName, bytes: encode(`${text}\n`), contentType: "text/markdown", text };
    }
    case "txt": {
      const text = plainText(document, "=");
      return { fileName: document.fileName, bytes: encode(text), contentType: "text/plain", text };
    }
    default:
      return { fileName: document.fileName, bytes: photographedPage(), contentType: "image/png", text: null };
  }
}

const encode = (text: string) => new TextEncoder().encode(text);

function mapText(document: EvidenceDocument, map: (text: string) => string): EvidenceDocument {
  return {
    ...document,
    title: map(document.title),
    preamble: document.preamble.map(map),
    sections: document.sections.map((section) => ({
      heading: map(section.heading),
      paragraphs: section.paragraphs.map(map),
    })),
  };
}

// Characters of Windows-1252 beyond Latin-1, which the standard PDF fonts can show.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
        return char;
      }
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return base.length === 1 && base.charCodeAt(0) < 0x80 ? base : "?";
    })
    .join("");
}

/** Title, preamble lines, then headings and paragraphs separated by blank lines (`underline` marks the title in .txt). */
export function plainText(document: EvidenceDocument, underline?: string): string {
  const head = [document.title, ...(underline ? [underline.repeat(document.title.length)] : []), ...document.preamble];
  const body = document.sections.map((section) => [section.heading, ...section.paragraphs].join("\n\n"));
  return [head.join("\n"), ...body].join("\n\n");
}

function markdown(document: EvidenceDocument): string {
  const head = [`# ${document.title}`, ...document.preamble.map((line) => `*${line}*`)];
  const body = document.sections.map((section) => [`## ${section.heading}`, ...section.paragraphs].join("\n\n"));
  return [...head, ...body].join("\n\n");
}

const PAGE = { width: 612, height: 792, margin: 60 };
const STYLES = {
  title: { size: 17, bold: true, after: 6 },
  preamble: { size: 9.5, bold: false, after: 2 },
  heading: { size: 11.5, bold: true, after: 4 },
  body: { size: 10, bold: false, after: 8 },
} as const;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Word wrapping with memoized word widths (measuring each candidate line is the slow part of pdf-lib). */
function wrap(text: string, font: PDFFont, size: number, width: number, widths: Map<string, number>): string[] {
  const measure = (word: string) => {
    const key = `${font.name}:${word}`;
    const known = widths.get(key) ?? font.widthOfTextAtSize(word, 1);
    widths.set(key, known);
    return known * size;
  };
  const space = measure(" ");
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
    }
  }
  return line ? [...lines, line] : lines;
}

async function renderPdf(document: EvidenceDocument, author: string): Promise<Uint8Array> {
  // Loaded when a sample portfolio is rendered, not by every process that loads the modules.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title || document.name);
  pdf.setAuthor(author);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const widths = new Map<string, number>();
  const width = PAGE.width - PAGE.margin * 2;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const block = (text: string, style: (typeof STYLES)[keyof typeof STYLES]) => {
    const font = style.bold ? fonts.bold : fonts.regular;
    const lineHeight = style.size * 1.35;
    let lines = wrap(text, font, style.size, width, widths);
    const pageLines = Math.floor((PAGE.height - PAGE.margin * 2) / lineHeight);
    while (lines.length > 0) {
      const room = Math.floor((y - PAGE.margin) / lineHeight);
      // A paragraph that fits on a page is not split (so a page footer never lands inside one).
      if (room < 1 || (lines.length > room && lines.length <= pageLines)) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
        continue;
      }
      // One drawText per block and page: pdf-lib draws multi-line text far faster than line by line.
      const chunk = lines.slice(0, room);
      page.drawText(chunk.join("\n"), { x: PAGE.margin, y: y - style.size, size: style.size, font, lineHeight });
      y -= chunk.length * lineHeight;
      lines = lines.slice(room);
    }
    y -= style.after;
  };

  block(document.title, STYLES.title);
  for (const line of document.preamble) {
    block(line, STYLES.preamble);
  }
  y -= 10;
  for (const section of document.sections) {
    if (y - PAGE.margin < 60) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    block(section.heading, STYLES.heading);
    for (const paragraph of section.paragraphs) {
      block(paragraph, STYLES.body);
    }
  }
  numberPages(pdf.getPages(), fonts.regular, toWinAnsi(document.name), rgb(0.45, 0.45, 0.45));
  // Saving in one go: by default pdf-lib yields to the event loop every 50 objects, which only adds waits here.
  return pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}

function numberPages(pages: PDFPage[], font: PDFFont, name: string, color: Color): void {
  for (const [index, page] of pages.entries()) {
    const footer = `${name} - page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font, color });
  }
}

/** A grey "photo" of a printed page (text lines as bars): a real PNG with nothing to extract. */
function photographedPage(): Uint8Array {
  const width = 360;
  const height = 480;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x += 1) {
      const onPage = x > 30 && x < width - 30 && y > 30 && y < height - 30;
      const lineEnd = width - 55 - ((Math.floor(y / 14) * 37) % 90);
      const textLine = onPage && y > 70 && y < height - 60 && y % 14 < 5 && x > 55 && x < lineEnd;
      row[x + 1] = textLine ? 90 : onPage ? 236 : 150;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.concat(rows))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

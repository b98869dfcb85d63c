import { once } from "node:events";
import zlib from "node:zlib";
import JSZip from "jszip";

/**
 * Zip archives written byte by byte for the zip guard's tests: zip bombs (a part that inflates to
 * ~1000 times its size, deflated chunk by chunk so the test never holds the inflated bytes),
 * central directories that lie about sizes, and small PPTX decks. The writer is deliberately
 * minimal: no zip64, no data descriptors.
 */

export interface RawZipEntry {
  name: string;
  /** The bytes as stored in the archive (deflated when method is 8). */
  data: Buffer;
  method: 0 | 8;
  crc32: number;
  uncompressedSize: number;
  /** What the headers claim instead of uncompressedSize (a lying archive). */
  declaredSize?: number;
}

export function storedEntry(name: string, content: string | Buffer): RawZipEntry {
  const data = typeof content === "string" ? Buffer.from(content) : content;
  return { name, data, method: 0, crc32: zlib.crc32(data), uncompressedSize: data.length };
}

export function deflatedEntry(name: string, content: string | Buffer): RawZipEntry {
  const raw = typeof content === "string" ? Buffer.from(content) : content;
  return { name, data: zlib.deflateRawSync(raw), method: 8, crc32: zlib.crc32(raw), uncompressedSize: raw.length };
}

/** `head`, then `unit` repeated until the part is about `size` bytes, then `tail`, deflated in 1 MiB steps. */
export async function repeatedEntry(
  name: string,
  size: number,
  parts: { head: string; unit: string; tail: string },
): Promise<RawZipEntry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  const ended = once(deflate, "end");
  let crc = 0;
  let written = 0;
  const write = async (chunk: Buffer) => {
    crc = zlib.crc32(chunk, crc);
    written += chunk.length;
    if (!deflate.write(chunk)) {
      await once(deflate, "drain");
    }
  };
  await write(Buffer.from(parts.head));
  const step = Buffer.from(parts.unit.repeat(Math.max(1, Math.floor((1024 * 1024) / parts.unit.length))));
  while (written + step.length <= size) {
    await write(step);
  }
  await write(Buffer.from(parts.tail));
  deflate.end();
  await ended;
  return { name, data: Buffer.concat(output), method: 8, crc32: crc, uncompressedSize: written };
}

/** The archive holding `entries`, in order. */
export function zipOf(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.uncompressedSize;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc32 >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc32 >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of an existing archive (a generated DOCX or XLSX), with some replaced or added. */
export async function withParts(archive: Uint8Array, replacements: RawZipEntry[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(archive);
  const replaced = new Set(replacements.map((entry) => entry.name));
  const kept: RawZipEntry[] = [];
  for (const file of Object.values(zip.files)) {
    if (!file.dir && !replaced.has(file.name)) {
      kept.push(deflatedEntry(file.name, await file.async("nodebuffer")));
    }
  }
  return zipOf([...kept, ...replacements]);
}

/** A part of about `size` bytes of WordprocessingML that deflates about 1000:1. */
export function documentXmlBomb(size: number, declaredSize?: number): Promise<RawZipEntry> {
  return repeatedEntry("word/document.xml", size, {
    head: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    unit: "<w:p><w:r><w:t>zip bomb</w:t></w:r></w:p>",
    tail: "</w:body></w:document>",
  }).then((entry) => ({ ...entry, declaredSize }));
}

/** A worksheet part of about `size` bytes that deflates about 1000:1. */
export function worksheetXmlBomb(size: number, declaredSize?: number): Promise<RawZipEntry> {
  return repeatedEntry("xl/worksheets/sheet1.xml", size, {
    head: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    unit: '<row><c t="inlineStr"><is><t>zip bomb</t></is></c></row>',
    tail: "</sheetData></worksheet>",
  }).then((entry) => ({ ...entry, declaredSize }));
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function shape(id: number, placeholder: string, paragraphs: string[]): string {
  const body = paragraphs
    .map(
      (text) =>
        `<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>${escapeXml(text)}</a:t></a:r><a:endParaRPr lang="en-US"/></a:p>`,
    )
    .join("");
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp>`;
}

const slideXml = (paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:sld ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape(2, '<p:ph type="title"/>', paragraphs.slice(0, 1))}${shape(3, '<p:ph idx="1"/>', paragraphs.slice(1))}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;

const notesXml = (notes: string, slideNumber: number) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:notes ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr/><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>${shape(3, '<p:ph type="body" idx="1"/>', [notes])}<p:sp><p:nvSpPr><p:cNvPr id="4" name="Slide Number Placeholder 3"/><p:cNvSpPr/><p:nvPr><p:ph type="sldNum" idx="5"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:fld id="{B1}" type="slidenum"><a:t>${slideNumber}</a:t></a:fld></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:notes>`;

export interface PptxSlide {
  /** The title, then the body's paragraphs. */
  paragraphs: string[];
  notes?: string;
}

/**
 * A PPTX in PowerPoint's part layout. `fileOrder` gives, for each slide in presentation order,
 * the number in its part name (slide3.xml shown first, as after moving a slide in PowerPoint).
 */
export function makePptx(slides: PptxSlide[], fileOrder = slides.map((_, index) => index + 1)): Buffer {
  const entries: RawZipEntry[] = [];
  const overrides: string[] = [];
  const presentationRels: string[] = [];
  const slideIds: string[] = [];
  slides.forEach((slide, index) => {
    const number = fileOrder[index] ?? index + 1;
    const part = `ppt/slides/slide${number}.xml`;
    entries.push(deflatedEntry(part, slideXml(slide.paragraphs)));
    overrides.push(
      `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    presentationRels.push(
      `<Relationship Id="rId${number + 1}" Type="${REL}/slide" Target="slides/slide${number}.xml"/>`,
    );
    slideIds.push(`<p:sldId id="${256 + index}" r:id="rId${number + 1}"/>`);
    const slideRels = [`<Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>`];
    if (slide.notes) {
      entries.push(deflatedEntry(`ppt/notesSlides/notesSlide${number}.xml`, notesXml(slide.notes, index + 1)));
      slideRels.push(
        `<Relationship Id="rId2" Type="${REL}/notesSlide" Target="../notesSlides/notesSlide${number}.xml"/>`,
      );
    }
    entries.push(
      deflatedEntry(
        `ppt/slides/_rels/slide${number}.xml.rels`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slideRels.join("")}</Relationships>`,
      ),
    );
  });
  return zipOf([
    deflatedEntry(
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${overrides.join("")}</Types>`,
    ),
    deflatedEntry(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    ),
    deflatedEntry(
      "ppt/presentation.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<p:presentation ${NS} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds.join("")}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    ),
    deflatedEntry(
      "ppt/_rels/presentation.xml.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="slideMasters/slideMaster1.xml"/>${presentationRels.join("")}</Relationships>`,
    ),
    storedEntry("ppt/media/image1.png", Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
    ...entries,
  ]);
}

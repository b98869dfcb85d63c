import type { Readable } from "node:stream";
import JSZip from "jszip";
import yauzl, { type Entry, type ZipFile } from "yauzl";

/**
 * Office files (DOCX, XLSX, PPTX) are zip archives, and a small one can expand to gigabytes (a zip
 * bomb). Before anything is inflated the central directory is checked against these limits, and
 * while inflating the real output is counted, since declared sizes can lie. Only the XML parts
 * (the text lives there) are inflated; media and other binary parts are kept as empty entries so
 * references to them still resolve.
 */
export const ZIP_LIMITS = {
  /** Parts (entries) an archive may list. */
  maxEntries: 10_000,
  /** XML inflated per document, all parts together. */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Declared uncompressed size : compressed size above which a part is refused... */
  maxCompressionRatio: 100,
  /** ...once it declares more than this many bytes (tiny parts compress oddly). */
  ratioCheckFromBytes: 1024 * 1024,
};
export type ZipLimits = typeof ZIP_LIMITS;

/** A refusal or a damaged archive; its message is written for the analyst who uploaded the file. */
export class ZipGuardError extends Error {
  override name = "ZipGuardError";
}

const MiB = 1024 * 1024;
const formatMiB = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;
const tooLarge = (limits: ZipLimits) =>
  new ZipGuardError(
    `The file expands to more than ${formatMiB(limits.maxUnpackedBytes)} when unpacked, the limit for text extraction; text was not extracted.`,
  );

/** The parts text extraction reads: XML, relationships and legacy VML drawings (also XML). */
export const isTextPart = (name: string) => /\.(xml|rels|vml)$/i.test(name);

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no archive")) : resolve(zip),
    );
  });
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

function checkDeclaredSizes(entries: Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxUnpackedBytes) {
      throw tooLarge(limits);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioCheckFromBytes && ratio > limits.maxCompressionRatio) {
      throw new ZipGuardError(
        `A part of the file is compressed more than ${limits.maxCompressionRatio} to 1, as in a zip bomb; text was not extracted.`,
      );
    }
  }
}

/** Inflates one entry, stopping as soon as the output passes `budget` bytes whatever the entry declares. */
function inflateWithin(zip: ZipFile, entry: Entry, budget: number, limits: ZipLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error || !stream) {
        reject(error ?? new Error("unreadable part"));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on("data", (chunk: Buffer) => {
        length += chunk.length;
        if (length > budget) {
          stream.destroy(tooLarge(limits));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks, length)));
    });
  });
}

/** Password-protected Office files are OLE compound files wrapping the encrypted package. */
const COMPOUND_FILE_SIGNATURE = Buffer.from("d0cf11e0a1b11ae1", "hex");

/** A part's actual size differs from its declared one (yauzl's validateEntrySizes). */
const isSizeMismatch = (error: Error) => /too many bytes|not enough bytes/.test(error.message);

/**
 * The archive's text parts by name, inflated within `limits`; every other file part maps to an
 * empty buffer. Throws a ZipGuardError when the archive is refused or cannot be read.
 */
export async function readOfficeZip(
  bytes: Buffer,
  format: string,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
  if (bytes.subarray(0, 8).equals(COMPOUND_FILE_SIGNATURE)) {
    throw new ZipGuardError(
      `The file is password-protected or saved in the older binary Office format, not a ${format} archive; text was not extracted.`,
    );
  }
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw new ZipGuardError(`The file is not a readable ${format} (zip) archive: ${(error as Error).message}.`);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipGuardError(
        `The file has more than ${limits.maxEntries.toLocaleString("en")} parts, the limit for text extraction; text was not extracted.`,
      );
    }
    const files = (await listEntries(zip)).filter((entry) => !entry.fileName.endsWith("/"));
    const textParts = files.filter((entry) => isTextPart(entry.fileName));
    checkDeclaredSizes(textParts, limits);
    const parts = new Map<string, Buffer>();
    for (const entry of files) {
      parts.set(entry.fileName, Buffer.alloc(0));
    }
    let budget = limits.maxUnpackedBytes;
    for (const entry of textParts) {
      const content = await inflateWithin(zip, entry, budget, limits);
      budget -= content.length;
      parts.set(entry.fileName, content);
    }
    return parts;
  } catch (error) {
    if (error instanceof ZipGuardError) {
      throw error;
    }
    const reason = error as Error;
    throw new ZipGuardError(
      isSizeMismatch(reason)
        ? `The file is damaged: a part is larger or smaller than its declared size; text was not extracted.`
        : `The file is not a readable ${format} (zip) archive: ${reason.message}.`,
    );
  } finally {
    zip.close();
  }
}

/**
 * The parts as an uncompressed (STORE) zip: the libraries that read it (mammoth, exceljs) then
 * only copy bytes that were already inflated within the limits, never inflate anything themselves.
 */
export async function storedZip(parts: Map<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of parts) {
    zip.file(name, content, { binary: true, createFolders: false });
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
}

/** The archive's text parts, vetted by `readOfficeZip`, re-packed for a library that reads zips itself. */
export async function vettedOfficeZip(bytes: Buffer, format: string, limits: ZipLimits = ZIP_LIMITS): Promise<Buffer> {
  return storedZip(await readOfficeZip(bytes, format, limits));
}

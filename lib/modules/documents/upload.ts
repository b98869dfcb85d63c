import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError, apiError, DetailError } from "@/lib/api/errors";
import { toFastApiErrors } from "@/lib/api/validation";
import { createTempBlob, discardTemp } from "@/lib/storage/blobs";
import { ALLOWED_EXTENSIONS, extensionOf, MAX_UPLOAD_BYTES } from "./limits";
import { UploadFields, type UploadFieldsInput } from "./schemas";

/**
 * The streaming reader of POST /v1/documents: the multipart body is parsed as it arrives (busboy),
 * the file part is hashed and written to a temporary file chunk by chunk, and the 100 MiB cap is
 * enforced while streaming. Nothing is ever held whole in memory.
 */

/** Text parts are small (IDs, a name, a slug); this bounds what a body may carry besides the file. */
const FIELD_LIMITS = { fields: 1100, fieldSize: 4096 } as const;
const STREAM_BUFFER_BYTES = 1024 * 1024;
/** A body declaring more than the cap plus room for the text parts is refused before it is read. */
export const MAX_DECLARED_BODY_BYTES = MAX_UPLOAD_BYTES + 8 * 1024 * 1024;

export interface ReceivedFile {
  tempPath: string;
  fileName: string;
  extension: string;
  size: number;
  sha256: string;
  contentType: string | null;
}

export interface ReceivedUpload {
  fields: UploadFieldsInput;
  file: ReceivedFile;
}

const allowed = new Set<string>(ALLOWED_EXTENSIONS);
const fileTooLarge = () => apiError("file_too_large", `The file is larger than 100 MiB (${MAX_UPLOAD_BYTES} bytes).`);

/** Keeps the last path segment of a client-sent file name (some browsers send full paths). */
function cleanFileName(raw: string): string {
  return (
    (raw.split(/[\\/]/).pop() ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped from names
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 255)
  );
}

const missingFile = () =>
  new DetailError(422, [
    { loc: ["body", "file"], msg: "Field required: send the document as a multipart part named file", type: "missing" },
  ]);

function parseFields(raw: Map<string, string[]>, preset: Partial<UploadFieldsInput>): UploadFieldsInput {
  const single = (name: string) => raw.get(name)?.at(-1);
  const list = (name: string) => (raw.get(name) ?? []).map((value) => value.trim()).filter((value) => value !== "");
  const input = {
    vendor_id: single("vendor_id")?.trim() || undefined,
    name: single("name"),
    document_type: single("document_type")?.trim() || undefined,
    service_ids: list("service_ids"),
    assessment_ids: list("assessment_ids"),
    ...preset,
  };
  const parsed = UploadFields.safeParse(input);
  if (!parsed.success) {
    throw new DetailError(422, toFastApiErrors(parsed.error, "form", input));
  }
  return parsed.data;
}

/** busboy, whose constructor throws on a multipart content type without a boundary: that is a 422 too. */
function multipartParser(options: busboy.BusboyConfig): busboy.Busboy {
  try {
    return busboy(options);
  } catch {
    throw new DetailError(422, [
      { loc: ["body"], msg: "Expected a multipart/form-data body with a boundary parameter", type: "value_error" },
    ]);
  }
}

/**
 * Reads the whole multipart body. Throws 400 unsupported_file_type, 413 file_too_large or 422 (not
 * multipart, no file part, bad fields); a thrown error leaves no temporary file behind. On success
 * the caller owns `file.tempPath` (commit it or discard it).
 */
export async function receiveUpload(
  request: Request,
  /** Fields the caller decides (a vendor's upload through its portal names no vendor): they win over the body's. */
  preset: Partial<UploadFieldsInput> = {},
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new DetailError(422, [
      { loc: ["body"], msg: "Expected a multipart/form-data body with a file part", type: "value_error" },
    ]);
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > MAX_DECLARED_BODY_BYTES) {
    await request.body.cancel().catch(() => undefined);
    throw fileTooLarge();
  }

  const fields = new Map<string, string[]>();
  let file: ReceivedFile | null = null;
  let tempPath: string | null = null;
  let problem: ApiError | DetailError | null = null;
  let fileWrite: Promise<void> = Promise.resolve();

  const parser = multipartParser({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    // Larger buffers than the 16 KiB defaults: fewer, bigger writes to the temporary file.
    highWaterMark: STREAM_BUFFER_BYTES,
    fileHwm: STREAM_BUFFER_BYTES,
    // busboy reports the limit when the count reaches it, so one byte over the cap is what trips it.
    limits: { ...FIELD_LIMITS, files: 1, fileSize: MAX_UPLOAD_BYTES + 1 },
  });

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) {
      problem ??= new DetailError(422, [
        { loc: ["body", name], msg: `Value is longer than ${FIELD_LIMITS.fieldSize} bytes`, type: "string_too_long" },
      ]);
      return;
    }
    fields.set(name, [...(fields.get(name) ?? []), value]);
  });

  parser.on("file", (name, stream, info) => {
    const fileName = cleanFileName(info.filename ?? "");
    if (name !== "file" || fileName === "" || problem) {
      stream.resume();
      return;
    }
    const extension = extensionOf(fileName);
    if (!allowed.has(extension)) {
      problem = apiError(
        "unsupported_file_type",
        `Files of type "${extension ? `.${extension}` : "(none)"}" are not accepted. Allowed: ${ALLOWED_EXTENSIONS.join(", ")}.`,
      );
      stream.resume();
      return;
    }
    let truncated = false;
    stream.on("limit", () => {
      truncated = true;
    });
    fileWrite = (async () => {
      const temp = await createTempBlob();
      tempPath = temp.path;
      const hash = createHash("sha256");
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(stream, meter, temp.stream);
      if (truncated) {
        problem = fileTooLarge();
        return;
      }
      file = {
        tempPath: temp.path,
        fileName,
        extension,
        size,
        sha256: hash.digest("hex"),
        contentType: info.mimeType && info.mimeType !== "application/octet-stream" ? info.mimeType : null,
      };
    })();
    // Keep the rejection observed until the body ends; it is awaited below.
    fileWrite.catch(() => undefined);
  });

  try {
    const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
    await pipeline(source, parser);
    await fileWrite;
  } catch (error) {
    await fileWrite.catch(() => undefined);
    if (tempPath) {
      await discardTemp(tempPath);
    }
    if (error instanceof ApiError || error instanceof DetailError) {
      throw error;
    }
    throw apiError("invalid_multipart", `The multipart body could not be read: ${(error as Error).message}`);
  }
  const received = file as ReceivedFile | null;
  const failure = problem as ApiError | DetailError | null;
  if (failure || !received) {
    if (tempPath) {
      await discardTemp(tempPath);
    }
    throw failure ?? missingFile();
  }
  try {
    return { fields: parseFields(fields, preset), file: received };
  } catch (error) {
    await discardTemp(received.tempPath);
    throw error;
  }
}

// Plain constants shared by the API and the web app (no server imports: the browser bundle uses them).

/** POST /v1/documents: the only extensions an upload may have (normalized: lower case, no dot). */
export const ALLOWED_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "rtf",
  "txt",
  "md",
  "xls",
  "xlsx",
  "xlsm",
  "csv",
  "ppt",
  "pptx",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "zip",
] as const;

/** POST /v1/documents: 100 MiB per file; exactly this many bytes is allowed. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Lower case, no leading dot; "" when the name has no extension. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<RFC 5987 percent-encoding>`: every
 * client gets a safe name, and clients that read filename* get the original name exactly.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters cannot appear in a header
      .replace(/[\u0000-\u001f\u007f"\\]/g, "_")
      .replace(/[^\x20-\x7e]/g, "_")
      .trim() || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

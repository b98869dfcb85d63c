import type { BadgeVariant } from "@/components/ui/badge";
import { ALLOWED_EXTENSIONS, extensionOf, MAX_UPLOAD_BYTES } from "@/lib/contract/document-limits";

const allowed = new Set<string>(ALLOWED_EXTENSIONS);

/** The API's own refusal, said before the bytes are sent (the server checks again). */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  if (!allowed.has(extension)) {
    return `Files of type "${extension ? `.${extension}` : "(none)"}" are not accepted. Allowed: ${ALLOWED_EXTENSIONS.join(", ")}.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is larger than 100 MiB (${MAX_UPLOAD_BYTES} bytes).`;
  }
  return null;
}

export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export function statusChip(status: string | null): { label: string; variant: BadgeVariant } {
  switch (status) {
    case "created":
      return { label: "Queued", variant: "info" };
    case "analyzing":
      return { label: "Analyzing", variant: "info" };
    case "complete":
      return { label: "Complete", variant: "success" };
    case "failed":
      return { label: "Failed", variant: "danger" };
    default:
      return { label: status ?? "Unknown", variant: "neutral" };
  }
}

export function formatBytes(size: number): string {
  if (size < 1024) {
    return `${size} B`;
  }
  const units = ["KB", "MB", "GB"];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

import { Badge } from "@/components/ui/badge";
import type { VendorDocument } from "@/lib/web/hooks/documents";
import { statusChip } from "./model";

/** The status chip and, for a failed document, why (for example a time or memory limit of text extraction). */
export function DocumentStatus({ document }: { document: Pick<VendorDocument, "status" | "status_reason"> }) {
  const status = statusChip(document.status);
  return (
    <>
      <Badge variant={status.variant}>{status.label}</Badge>
      {document.status === "failed" && document.status_reason ? (
        <span className="block text-xs text-red-700 dark:text-red-300">{document.status_reason}</span>
      ) : null}
    </>
  );
}

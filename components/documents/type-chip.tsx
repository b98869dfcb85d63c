import { Badge } from "@/components/ui/badge";
import { type DocumentType, isDocumentSettling, type VendorDocument } from "@/lib/web/hooks/documents";

/** A document's type by its name in the organization's list; "Detecting…" while it is being classified. */
export function TypeChip({ document, types }: { document: VendorDocument; types: DocumentType[] }) {
  if (document.document_type === null) {
    return isDocumentSettling(document) ? (
      <span className="text-sm text-slate-600 dark:text-slate-400">Detecting…</span>
    ) : (
      <span className="text-sm text-slate-600 dark:text-slate-400">—</span>
    );
  }
  const name = types.find((type) => type.slug === document.document_type)?.name ?? document.document_type;
  return <Badge variant="neutral">{name}</Badge>;
}

"use client";

import { useId, useState } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/form-error";
import { lazyComponent } from "@/components/ui/lazy";
import { QueryList } from "@/components/ui/query-list";
import { RecordTable } from "@/components/ui/record-table";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useArchiveDocument } from "@/lib/web/hooks/document-mutations";
import {
  type DocumentType,
  useDocumentTypes,
  useVendorDocuments,
  type VendorDocument,
} from "@/lib/web/hooks/documents";
import type { Service } from "@/lib/web/hooks/vendor-types";
import { useDocumentDownload } from "@/lib/web/use-document-download";
import { DocumentStatus } from "./document-status";
import { formatBytes } from "./model";
import { TypeChip } from "./type-chip";
import { UploadDropzone } from "./upload-dropzone";

const EditDocumentDialog = lazyComponent(() =>
  import("./edit-document-dialog").then((module) => module.EditDocumentDialog),
);

function DocumentRow({
  document,
  types,
  services,
  onEdit,
}: {
  document: VendorDocument;
  types: DocumentType[];
  services: Service[];
  onEdit: (document: VendorDocument) => void;
}) {
  const archive = useArchiveDocument(document.vendor_id);
  const { download, downloading, error: downloadError } = useDocumentDownload();
  const linked = services.filter((service) => document.service_ids.includes(service.id));
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-3">
        <div className="font-medium text-slate-900 dark:text-slate-100">{document.name}</div>
        <div className="text-xs text-slate-600 dark:text-slate-400">
          {document.extension.toUpperCase()} · {formatBytes(document.size)}
          {linked.length > 0 ? ` · ${linked.map((service) => service.name).join(", ")}` : ""}
        </div>
        <FormError message={downloadError} />
      </td>
      <td className="py-2 pr-3">
        <TypeChip document={document} types={types} />
      </td>
      <td className="py-2 pr-3">
        <DocumentStatus document={document} />
      </td>
      <td className="py-2 pr-3 text-sm text-slate-700 dark:text-slate-300">
        <Time value={document.created_at} />
      </td>
      <td className="py-2">
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            loading={downloading}
            aria-label={`Download ${document.name}`}
            onClick={() => void download(document.id)}
          >
            Download
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${document.name}`}
            onMouseEnter={EditDocumentDialog.preload}
            onFocus={EditDocumentDialog.preload}
            onClick={() => onEdit(document)}
          >
            Edit
          </Button>
          <HistoryButton entityType="document" entityId={document.id} name={document.name} />
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Archive ${document.name}`}>
                Archive
              </Button>
            }
            title="Archive this document?"
            description={`${document.name} leaves the document list. Assessments that used it keep their evidence.`}
            confirmLabel="Archive"
            variant="danger"
            onConfirm={() => archive.mutateAsync(document.id)}
          />
        </div>
      </td>
    </tr>
  );
}

const HEADINGS = ["Name", "Type", "Status", "Uploaded"];

/** A vendor's documents: upload, type and status chips (refreshing until classified), download, edit, archive. */
export function DocumentsPanel({ vendorId, services }: { vendorId: string; services: Service[] }) {
  const headingId = useId();
  const documents = useVendorDocuments(vendorId);
  const types = useDocumentTypes();
  const [editing, setEditing] = useState<VendorDocument | null>(null);
  const typeList = types.data ?? [];

  const body = (
    <QueryList
      query={documents}
      loadingLabel="Loading documents…"
      empty={
        <EmptyState
          title="No documents yet"
          description="Upload this vendor's reports, certificates and policies; each is read and classified."
        />
      }
    >
      {(rows) => (
        <RecordTable caption="Documents of this vendor" headings={HEADINGS}>
          {rows.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              types={typeList}
              services={services}
              onEdit={setEditing}
            />
          ))}
        </RecordTable>
      )}
    </QueryList>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Documents
      </h2>
      <UploadDropzone vendorId={vendorId} types={typeList} />
      {body}
      {editing ? (
        <EditDocumentDialog document={editing} types={typeList} services={services} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

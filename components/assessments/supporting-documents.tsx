"use client";

import Link from "next/link";
import { useId } from "react";
import { DocumentStatus } from "@/components/documents/document-status";
import { formatBytes } from "@/components/documents/model";
import { TypeChip } from "@/components/documents/type-chip";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-error";
import { QueryList } from "@/components/ui/query-list";
import { EmptyState } from "@/components/ui/states";
import {
  type DocumentType,
  useAssessmentDocuments,
  useDocumentTypes,
  type VendorDocument,
} from "@/lib/web/hooks/documents";
import { useDocumentDownload } from "@/lib/web/use-document-download";

function DocumentItem({ document, types }: { document: VendorDocument; types: DocumentType[] }) {
  const { download, downloading, error } = useDocumentDownload();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">{document.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          {document.extension.toUpperCase()} · {formatBytes(document.size)}
          <TypeChip document={document} types={types} />
          <DocumentStatus document={document} />
        </p>
        <FormError message={error} />
      </div>
      <Button
        size="sm"
        variant="secondary"
        loading={downloading}
        aria-label={`Download ${document.name}`}
        onClick={() => void download(document.id)}
      >
        Download
      </Button>
    </li>
  );
}

/** The documents the assessment is evaluated against (GET /v1/documents?assessment_id=…), each downloadable. */
export function SupportingDocuments({ assessmentId, vendorId }: { assessmentId: string; vendorId: string }) {
  const headingId = useId();
  const documents = useAssessmentDocuments(assessmentId);
  const types = useDocumentTypes();

  const body = (
    <QueryList
      query={documents}
      loadingLabel="Loading the documents…"
      loadingRows={2}
      empty={
        <EmptyState
          title="No supporting documents"
          description={
            <>
              The analysis waits until a document is linked to this assessment. The vendor's documents are in its{" "}
              <Link
                className={`rounded text-blue-700 underline dark:text-blue-300 ${focusRing}`}
                href={`/vendors/${encodeURIComponent(vendorId)}?tab=documents`}
              >
                Documents tab
              </Link>
              .
            </>
          }
        />
      }
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {rows.map((document) => (
            <DocumentItem key={document.id} document={document} types={types.data ?? []} />
          ))}
        </ul>
      )}
    </QueryList>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Supporting documents
      </h2>
      {body}
    </section>
  );
}

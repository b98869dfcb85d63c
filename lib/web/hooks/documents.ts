"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { DocumentSchema, UpdateDocumentBody } from "@/lib/modules/documents/schemas";
import type { DocumentTypeListSchema } from "@/lib/modules/taxonomy/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type VendorDocument = z.output<typeof DocumentSchema>;
type DocumentTypeList = z.output<typeof DocumentTypeListSchema>;
export type DocumentType = DocumentTypeList["items"][number];
export type UpdateDocumentInput = z.input<typeof UpdateDocumentBody>;

export const documentKeys = {
  all: ["documents"] as const,
  vendor: (vendorId: string) => ["documents", "vendor", vendorId] as const,
  assessment: (assessmentId: string) => ["documents", "assessment", assessmentId] as const,
  types: ["taxonomy", "document-types"] as const,
};

const POLL_INTERVAL_MS = 1500;
/** Documents still being classified: the list refreshes until they settle. */
export const isDocumentSettling = (document: VendorDocument) =>
  document.status === "created" || document.status === "analyzing";

/** A vendor's documents, newest first (GET /v1/documents?vendor_id=…), polled while any is being classified. */
export function useVendorDocuments(vendorId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.vendor(vendorId),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/documents", { params: { query: { vendor_id: vendorId, limit: 200 } }, signal })),
    refetchInterval: (query) => (query.state.data?.data.some(isDocumentSettling) ? POLL_INTERVAL_MS : false),
    enabled,
  });
}

/** An assessment's documents (GET /v1/documents?assessment_id=…), polled while any is being classified. */
export function useAssessmentDocuments(assessmentId: string) {
  return useQuery({
    queryKey: documentKeys.assessment(assessmentId),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/documents", { params: { query: { assessment_id: assessmentId, limit: 200 } }, signal })),
    refetchInterval: (query) => (query.state.data?.data.some(isDocumentSettling) ? POLL_INTERVAL_MS : false),
  });
}

/** The organization's document type slugs (GET /v1/document_types). */
export function useDocumentTypes() {
  return useQuery({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/document_types", { signal })),
    select: (list) => list.items,
    staleTime: 5 * 60_000,
  });
}

/** Asks for a presigned URL, then navigates to it: the browser saves the attachment. */
export async function downloadDocument(id: string): Promise<void> {
  const link = await dataOf(api.GET("/v1/documents/{document_id}/download", { params: { path: { document_id: id } } }));
  window.location.assign(link.url);
}

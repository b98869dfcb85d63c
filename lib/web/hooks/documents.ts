"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import type {
  ArchivedDocumentSchema,
  DocumentListSchema,
  DocumentSchema,
  DownloadSchema,
  UpdateDocumentBody,
} from "@/lib/modules/documents/schemas";
import type { DocumentTypeListSchema } from "@/lib/modules/taxonomy/schemas";
import { ApiRequestError, apiFetch } from "../api-client";

// Types only: the zod schemas themselves stay on the server.
export type VendorDocument = z.output<typeof DocumentSchema>;
type DocumentList = z.output<typeof DocumentListSchema>;
type DocumentTypeList = z.output<typeof DocumentTypeListSchema>;
export type DocumentType = DocumentTypeList["items"][number];
export type UpdateDocumentInput = z.input<typeof UpdateDocumentBody>;

export const documentKeys = {
  all: ["documents"] as const,
  vendor: (vendorId: string) => ["documents", "vendor", vendorId] as const,
  types: ["taxonomy", "document-types"] as const,
};

const POLL_INTERVAL_MS = 1500;
/** Documents still being classified: the list refreshes until they settle. */
export const isDocumentSettling = (document: VendorDocument) =>
  document.status === "created" || document.status === "analyzing";

/** A vendor's documents, newest first (GET /v1/documents?vendor_id=…), polled while any is being classified. */
export function useVendorDocuments(vendorId: string) {
  return useQuery({
    queryKey: documentKeys.vendor(vendorId),
    queryFn: ({ signal }) =>
      apiFetch<DocumentList>(`/documents?vendor_id=${encodeURIComponent(vendorId)}&limit=200`, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some(isDocumentSettling) ? POLL_INTERVAL_MS : false),
  });
}

/** The organization's document type slugs (GET /v1/document_types). */
export function useDocumentTypes() {
  return useQuery({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => apiFetch<DocumentTypeList>("/document_types", { signal }),
    select: (list) => list.items,
    staleTime: 5 * 60_000,
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * POST /api/v1/documents with XMLHttpRequest, the browser API that reports upload progress
 * (fetch does not). Resolves with the new document; rejects with ApiRequestError.
 */
export function uploadDocumentWithProgress(
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<VendorDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/documents");
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("idempotency-key", crypto.randomUUID());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(event.loaded, event.total);
      }
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as VendorDocument);
      } else {
        reject(new ApiRequestError(request.status, body));
      }
    };
    request.onerror = () => reject(new ApiRequestError(0, undefined));
    request.onabort = () => reject(new DOMException("Upload canceled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

export interface UploadProgress {
  fileName: string;
  /** 0 to 1. */
  fraction: number;
}

/** Uploads one file to a vendor with progress; the list refreshes when it lands. */
export function useUploadDocument(vendorId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, documentType }: { file: File; documentType?: string }) => {
      const form = new FormData();
      form.append("vendor_id", vendorId);
      if (documentType) {
        form.append("document_type", documentType);
      }
      form.append("file", file, file.name);
      controller.current = new AbortController();
      setProgress({ fileName: file.name, fraction: 0 });
      try {
        return await uploadDocumentWithProgress(
          form,
          (loaded, total) => setProgress({ fileName: file.name, fraction: total > 0 ? loaded / total : 0 }),
          controller.current.signal,
        );
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) }),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
}

export function useUpdateDocument(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateDocumentInput }) =>
      apiFetch<VendorDocument>(`/documents/${encodeURIComponent(id)}`, { method: "PATCH", body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) }),
  });
}

export function useArchiveDocument(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<z.output<typeof ArchivedDocumentSchema>>(`/documents/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => void client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) }),
  });
}

/** Asks for a presigned URL, then navigates to it: the browser saves the attachment. */
export async function downloadDocument(id: string): Promise<void> {
  const link = await apiFetch<z.output<typeof DownloadSchema>>(`/documents/${encodeURIComponent(id)}/download`);
  window.location.assign(link.url);
}

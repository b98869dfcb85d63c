"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { api, dataOf } from "../api";
import { apiRequestError } from "../error-message";
import { documentKeys, type UpdateDocumentInput, type VendorDocument } from "./documents";

// Apart from the queries so pages that only list or download documents (an assessment's) don't
// load the upload and mutation code.

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
        reject(apiRequestError(request.status, body));
      }
    };
    request.onerror = () => reject(apiRequestError(0, undefined));
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
      dataOf(api.PATCH("/v1/documents/{document_id}", { params: { path: { document_id: id } }, body: input })),
    onSuccess: () => void client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) }),
  });
}

export function useArchiveDocument(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE("/v1/documents/{document_id}", { params: { path: { document_id: id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: documentKeys.vendor(vendorId) }),
  });
}

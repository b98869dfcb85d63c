"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { api, dataOf } from "../api";
import { apiRequestError } from "../error-message";
import { bomKeys } from "./bill-of-materials";

// Apart from the queries: the upload and archive code of the vendor page's Bills of materials tab.

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * PUT the file's bytes to the signed upload address with XMLHttpRequest, the browser API that
 * reports upload progress (fetch does not). No Authorization header: the address is the credential.
 */
export function putWithProgress(
  url: string,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(event.loaded, event.total);
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve();
      } else {
        reject(apiRequestError(request.status, parseJson(request.responseText)));
      }
    };
    request.onerror = () =>
      reject(apiRequestError(0, { detail: { message: "The file could not be sent to the upload address." } }));
    request.onabort = () => reject(new DOMException("Upload canceled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

export type UploadStage = "preparing" | "uploading" | "registering";

export interface BomUploadProgress {
  fileName: string;
  stage: UploadStage;
  /** 0 to 1, of the bytes sent. */
  fraction: number;
}

export interface BomUploadInput {
  file: File;
  extension: string;
  serviceIds?: string[];
}

/**
 * A BOM's upload in its three steps: an upload address, the bytes (with progress), then the BOM
 * itself, which the API parses in the background. The vendor's history refreshes when it lands.
 */
export function useUploadBom(vendorId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<BomUploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, extension, serviceIds }: BomUploadInput) => {
      controller.current = new AbortController();
      const { signal } = controller.current;
      const fileName = file.name;
      setProgress({ fileName, stage: "preparing", fraction: 0 });
      try {
        const ticket = await dataOf(
          api.GET("/v1/file/uploadable_url", {
            params: { query: { filename: fileName, content_type: file.type || undefined } },
            signal,
          }),
        );
        setProgress({ fileName, stage: "uploading", fraction: 0 });
        await putWithProgress(
          uploadTarget(ticket.upload_url),
          file,
          (loaded, total) => setProgress({ fileName, stage: "uploading", fraction: total > 0 ? loaded / total : 0 }),
          signal,
        );
        setProgress({ fileName, stage: "registering", fraction: 1 });
        return await dataOf(
          api.POST("/v1/bill_of_materials", {
            body: {
              vendor_id: vendorId,
              s3_url: ticket.s3_url,
              size: file.size,
              name: fileName,
              extension,
              ...(serviceIds && serviceIds.length > 0 ? { service_ids: serviceIds } : {}),
            },
            signal,
          }),
        );
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: bomKeys.histories(vendorId) }),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
}

/** POST /v1/bill_of_materials/{id}/archive: the history and the vendor's latest BOM refresh. */
export function useArchiveBom(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST("/v1/bill_of_materials/{bom_id}/archive", { params: { path: { bom_id: id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: bomKeys.histories(vendorId) }),
  });
}

/**
 * Where the browser PUTs the file: this server's own signed address as a path on the page's origin
 * (PUBLIC_BASE_URL may name another host for the same server, which the page's CSP would refuse),
 * or S3's presigned address as it is.
 */
export function uploadTarget(uploadUrl: string): string {
  const url = new URL(uploadUrl, window.location.href);
  return url.pathname.startsWith("/files/uploads/") ? `${url.pathname}${url.search}` : uploadUrl;
}

"use client";

import { useCallback, useState } from "react";
import { isApiRequestError } from "./api-client";
import { downloadDocument } from "./hooks/documents";

/**
 * Starts a document's download (a presigned URL the browser then saves) and tracks it for the
 * button that asked: `downloading` while the URL is fetched, `error` a sentence when it could not start.
 */
export function useDocumentDownload() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(async (documentId: string) => {
    setError(null);
    setDownloading(true);
    try {
      await downloadDocument(documentId);
    } catch (caught) {
      setError(isApiRequestError(caught) ? caught.message : "The download could not start.");
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading, error };
}

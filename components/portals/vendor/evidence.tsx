"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FileDropzone } from "@/components/ui/file-dropzone";
import { ALLOWED_EXTENSIONS, extensionOf, MAX_UPLOAD_BYTES } from "@/lib/contract/document-limits";
import { errorMessageOf, type UploadedFile, uploadEvidence } from "./api";
import type { PortalDocument } from "./types";

const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(",");

interface Upload {
  key: number;
  file: File;
  status: "uploading" | "done" | "error";
  /** 0 to 1. */
  progress: number;
  message?: string;
}

/** What is wrong with a file before it is sent, if anything (the server checks again). */
function problemOf(file: File): string | null {
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return "This type of file isn't accepted. Use PDF, Office documents, text, images or ZIP.";
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return "This file is larger than 100 MB.";
  }
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Evidence files for one answer: dropped or chosen files upload in parallel, one request each, each
 * with its own status line; the answer's stored files are listed by name.
 */
export function Evidence({
  portalId,
  questionId,
  documents,
  onUploaded,
}: {
  portalId: string;
  questionId: string;
  documents: PortalDocument[];
  onUploaded: (file: UploadedFile) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const nextKey = useRef(1);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = (key: number, file: File) => {
    const problem = problemOf(file);
    if (problem) {
      patch(key, { status: "error", message: problem });
      setAnnouncement(`${file.name} was not uploaded: ${problem}`);
      return;
    }
    patch(key, { status: "uploading", progress: 0, message: undefined });
    uploadEvidence(portalId, questionId, file, (progress) => patch(key, { progress }))
      .then((stored) => {
        patch(key, { status: "done", progress: 1 });
        setAnnouncement(`${file.name} uploaded.`);
        onUploaded(stored);
      })
      .catch((error: unknown) => {
        const message = errorMessageOf(error);
        patch(key, { status: "error", message });
        setAnnouncement(`${file.name} was not uploaded: ${message}`);
      });
  };

  const onFiles = (files: File[]) => {
    const added = files.map((file) => ({ key: nextKey.current++, file, status: "uploading" as const, progress: 0 }));
    setUploads((current) => [...current, ...added]);
    for (const upload of added) {
      start(upload.key, upload.file);
    }
  };

  return (
    <div className="space-y-2">
      <FileDropzone
        multiple
        accept={ACCEPT}
        title="Evidence files (optional)"
        hint="Drop files here or choose them: PDF, Office documents, text, images or ZIP, up to 100 MB each."
        buttonLabel="Choose files"
        onFiles={onFiles}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2 text-sm">
          {uploads.map((upload) => (
            <li key={upload.key} className="space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 break-all text-slate-900 dark:text-slate-100">
                  {upload.file.name}{" "}
                  <span className="text-slate-600 dark:text-slate-400">({sizeText(upload.file.size)})</span>
                </span>
                <span
                  className={
                    upload.status === "error" ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"
                  }
                >
                  {upload.status === "uploading" ? `Uploading… ${Math.round(upload.progress * 100)}%` : null}
                  {upload.status === "done" ? "Uploaded" : null}
                  {upload.status === "error" ? `Not uploaded: ${upload.message}` : null}
                </span>
              </div>
              {upload.status === "uploading" ? (
                <div
                  aria-hidden="true"
                  className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                >
                  <div
                    className="h-full rounded-full bg-blue-700 dark:bg-blue-400"
                    style={{ width: `${Math.round(upload.progress * 100)}%` }}
                  />
                </div>
              ) : null}
              {upload.status === "error" && problemOf(upload.file) === null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Retry uploading ${upload.file.name}`}
                  onClick={() => start(upload.key, upload.file)}
                >
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-slate-900 dark:text-slate-100">Attached files</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800 dark:text-slate-200">
            {documents.map((document) => (
              <li key={document.id} className="break-all">
                {document.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

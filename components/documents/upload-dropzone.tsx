"use client";

import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { isApiRequestError } from "@/lib/web/api-client";
import { useUploadDocument } from "@/lib/web/hooks/document-mutations";
import type { DocumentType } from "@/lib/web/hooks/documents";
import { ACCEPT_ATTRIBUTE, uploadProblem } from "./model";

/**
 * Drop files here, or choose them with a keyboard-reachable button. Files upload one after another
 * through the /api/v1 proxy with a progress bar; refusals show the API's message inline.
 */
export function UploadDropzone({ vendorId, types }: { vendorId: string; types: DocumentType[] }) {
  const upload = useUploadDocument(vendorId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [documentType, setDocumentType] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const typeId = useId();
  const hintId = useId();

  const send = async (files: File[]) => {
    const problems: string[] = [];
    let done = 0;
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      try {
        await upload.mutateAsync({ file, documentType: documentType || undefined });
        done += 1;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") {
          problems.push(`The upload of ${file.name} was canceled.`);
          break;
        }
        problems.push(`${file.name}: ${isApiRequestError(error) ? error.message : "The upload failed."}`);
      }
    }
    setErrors(problems);
    setUploaded(
      done > 0 ? `${done} ${done === 1 ? "file" : "files"} uploaded; classification runs in the background.` : null,
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) {
      void send([...event.dataTransfer.files]);
    }
  };

  const percent = upload.progress ? Math.round(upload.progress.fraction * 100) : 0;
  return (
    <div className="space-y-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target is a mouse shortcut; the button below is the keyboard path */}
      <div
        data-testid="document-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col gap-3 rounded-md border-2 border-dashed p-4 sm:flex-row sm:items-center sm:justify-between",
          dragging ? "border-blue-600 bg-blue-50 dark:bg-blue-950/40" : "border-slate-300 dark:border-slate-700",
        )}
      >
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">Drag files here to upload</p>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            PDF, Word, Excel, CSV, text, images, slides or zip; up to 100 MiB each.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor={typeId} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
              Document type
            </label>
            <Select
              id={typeId}
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value)}
              className="w-48"
              placeholder="Detect automatically"
              options={types.map((type) => ({ value: type.slug, label: type.name }))}
            />
          </div>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="document-file-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              void send(files);
            }}
          />
          <Button
            type="button"
            variant="secondary"
            aria-describedby={hintId}
            loading={upload.isPending}
            onClick={() => inputRef.current?.click()}
          >
            Choose files
          </Button>
        </div>
      </div>
      {upload.progress ? (
        <div className="flex items-center gap-3">
          <progress
            value={percent}
            max={100}
            aria-label={`Uploading ${upload.progress.fileName}`}
            className="h-2 w-full max-w-md accent-blue-700"
          />
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            Uploading {upload.progress.fileName}… {percent}%
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={upload.cancel}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      {uploaded && !upload.progress ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {uploaded}
        </p>
      ) : null}
      {errors.map((message) => (
        <FormError key={message} message={message} />
      ))}
    </div>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileDropzone, FileDropzoneSelect } from "@/components/ui/file-dropzone";
import { FormError } from "@/components/ui/form-error";
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
  const [documentType, setDocumentType] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<string | null>(null);

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

  const percent = upload.progress ? Math.round(upload.progress.fraction * 100) : 0;
  return (
    <div className="space-y-2">
      <FileDropzone
        onFiles={(files) => void send(files)}
        busy={upload.isPending}
        multiple
        accept={ACCEPT_ATTRIBUTE}
        title="Drag files here to upload"
        hint="PDF, Word, Excel, CSV, text, images, slides or zip; up to 100 MiB each."
        buttonLabel="Choose files"
        testId="document-dropzone"
        inputTestId="document-file-input"
      >
        <FileDropzoneSelect
          label="Document type"
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value)}
          placeholder="Detect automatically"
          options={types.map((type) => ({ value: type.slug, label: type.name }))}
        />
      </FileDropzone>
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

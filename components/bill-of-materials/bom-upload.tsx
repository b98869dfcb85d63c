"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileDropzone, FileDropzoneSelect } from "@/components/ui/file-dropzone";
import { FormError } from "@/components/ui/form-error";
import { isApiRequestError } from "@/lib/web/api-client";
import type { BillOfMaterials } from "@/lib/web/hooks/bill-of-materials";
import { type BomUploadProgress, useUploadBom } from "@/lib/web/hooks/bill-of-materials-mutations";
import type { Service } from "@/lib/web/hooks/vendor-types";
import { fileExtension, uploadProblem } from "./model";

function progressText(progress: BomUploadProgress): string {
  switch (progress.stage) {
    case "preparing":
      return `Preparing the upload of ${progress.fileName}…`;
    case "uploading":
      return `Uploading ${progress.fileName}… ${Math.round(progress.fraction * 100)}%`;
    case "registering":
      return `${progress.fileName} uploaded; adding it to the vendor…`;
  }
}

export interface BomUploadProps {
  vendorId: string;
  services: Service[];
  /** The new BOM, pending: the panel shows it and follows its parsing. */
  onUploaded: (bom: BillOfMaterials) => void;
}

/**
 * Drop a bill of materials here, or choose it with a keyboard-reachable button: checked for size
 * first, sent to its upload address with a progress bar, then added to the vendor for parsing.
 */
export function BomUpload({ vendorId, services, onUploaded }: BomUploadProps) {
  const upload = useUploadBom(vendorId);
  const [serviceId, setServiceId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = async (files: File[]) => {
    const [file, ...others] = files;
    if (!file) {
      return;
    }
    if (others.length > 0) {
      setError("Upload one bill of materials at a time.");
      return;
    }
    const problem = uploadProblem(file);
    setError(problem);
    if (problem) {
      return;
    }
    try {
      const bom = await upload.mutateAsync({
        file,
        extension: fileExtension(file.name),
        serviceIds: serviceId ? [serviceId] : undefined,
      });
      onUploaded(bom);
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === "AbortError") {
        setError(`The upload of ${file.name} was canceled.`);
        return;
      }
      setError(`${file.name}: ${isApiRequestError(caught) ? caught.message : "The upload failed."}`);
    }
  };

  const progress = upload.progress;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <div className="space-y-2">
      <FileDropzone
        onFiles={(files) => void send(files)}
        busy={upload.isPending}
        title="Drag a bill of materials here to upload it"
        hint="CycloneDX JSON or SPDX JSON; up to 32 MiB. It is parsed in the background."
        buttonLabel="Choose a file"
        testId="bom-dropzone"
        inputTestId="bom-file-input"
      >
        {services.length > 0 ? (
          <FileDropzoneSelect
            label="Service"
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
            placeholder="The whole vendor"
            options={services.map((service) => ({ value: service.id, label: service.name }))}
          />
        ) : null}
      </FileDropzone>
      {progress ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            value={percent}
            max={100}
            aria-label={`Uploading ${progress.fileName}`}
            className="h-2 w-full max-w-md accent-blue-700"
          />
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {progressText(progress)}
          </span>
          {progress.stage === "registering" ? null : (
            <Button type="button" size="sm" variant="ghost" onClick={upload.cancel}>
              Cancel upload
            </Button>
          )}
        </div>
      ) : null}
      <FormError message={error} />
    </div>
  );
}

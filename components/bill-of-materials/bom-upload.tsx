"use client";

import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { isApiRequestError } from "@/lib/web/api-client";
import type { BillOfMaterials } from "@/lib/web/hooks/bill-of-materials";
import { type BomUploadProgress, useUploadBom } from "@/lib/web/hooks/bill-of-materials-mutations";
import type { Service } from "@/lib/web/hooks/vendor-types";
import { fileExtension, uploadProblem } from "./model";
import { muted } from "./text";

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [serviceId, setServiceId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const serviceFieldId = useId();
  const hintId = useId();

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

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) {
      void send([...event.dataTransfer.files]);
    }
  };

  const progress = upload.progress;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <div className="space-y-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target is a mouse shortcut; the button below is the keyboard path */}
      <div
        data-testid="bom-dropzone"
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
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
            Drag a bill of materials here to upload it
          </p>
          <p id={hintId} className={`text-xs ${muted}`}>
            CycloneDX JSON or SPDX JSON; up to 32 MiB. It is parsed in the background.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {services.length > 0 ? (
            <div className="space-y-1">
              <label htmlFor={serviceFieldId} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
                Service
              </label>
              <Select
                id={serviceFieldId}
                value={serviceId}
                onChange={(event) => setServiceId(event.target.value)}
                className="w-48"
                placeholder="The whole vendor"
                options={services.map((service) => ({ value: service.id, label: service.name }))}
              />
            </div>
          ) : null}
          <input
            ref={inputRef}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="bom-file-input"
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
            Choose a file
          </Button>
        </div>
      </div>
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

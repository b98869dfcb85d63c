"use client";

import { type ReactNode, useId, useRef, useState } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { Select, type SelectProps } from "./select";

export interface FileDropzoneProps {
  /** The dropped or chosen files; not called for a drop while `busy`. */
  onFiles: (files: File[]) => void;
  /** Shows the button's spinner (which disables it) and ignores drops. */
  busy?: boolean;
  multiple?: boolean;
  /** The file input's `accept` attribute. */
  accept?: string;
  title: ReactNode;
  /** The text under the title, which also describes the button. */
  hint: ReactNode;
  buttonLabel: string;
  testId?: string;
  inputTestId?: string;
  className?: string;
  /** Extra controls shown before the button, such as a select that applies to the upload. */
  children?: ReactNode;
}

/**
 * A dashed drop target for files with a keyboard-reachable "Choose …" button that opens a visually
 * hidden file input; the caller checks and uploads what `onFiles` receives.
 */
export function FileDropzone({
  onFiles,
  busy = false,
  multiple,
  accept,
  title,
  hint,
  buttonLabel,
  testId,
  inputTestId,
  className,
  children,
}: FileDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target is a mouse shortcut; the button below is the keyboard path
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!busy) {
          onFiles([...event.dataTransfer.files]);
        }
      }}
      className={cn(
        "flex flex-col gap-3 rounded-md border-2 border-dashed p-4 sm:flex-row sm:items-center sm:justify-between",
        dragging ? "border-blue-600 bg-blue-50 dark:bg-blue-950/40" : "border-slate-300 dark:border-slate-700",
        className,
      )}
    >
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{title}</p>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <input
          ref={inputRef}
          type="file"
          multiple={multiple}
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={inputTestId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so that choosing the same file again fires another change.
            event.target.value = "";
            onFiles(files);
          }}
        />
        <Button
          type="button"
          variant="secondary"
          aria-describedby={hintId}
          loading={busy}
          onClick={() => inputRef.current?.click()}
        >
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}

/** A labelled select among the zone's controls, whose choice applies to the files dropped next. */
export function FileDropzoneSelect({ label, ...props }: Omit<SelectProps, "id" | "className"> & { label: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <Select id={id} className="w-48" {...props} />
    </div>
  );
}

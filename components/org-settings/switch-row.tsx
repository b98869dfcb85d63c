"use client";

import { useId } from "react";
import { cn, focusRing } from "@/components/ui/cn";

export interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** Saving this switch: announced as busy; clicks are ignored (the button keeps focus, unlike disabled). */
  busy?: boolean;
  /** Extra describedby ids, e.g. a shared "Only admins can change these." note. */
  describedBy?: string;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (role="switch"), named by its visible label and described by its help text. */
export function SwitchRow({ label, description, checked, disabled, busy, describedBy, onChange }: SwitchRowProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={[descriptionId, describedBy].filter(Boolean).join(" ")}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) {
            onChange(!checked);
          }
        }}
        className={cn(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          "disabled:cursor-not-allowed disabled:opacity-60",
          checked ? "bg-blue-700 dark:bg-blue-500" : "bg-slate-500 dark:bg-slate-600",
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[1.375rem]" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}

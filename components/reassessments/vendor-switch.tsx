"use client";

import { cn, focusRing } from "@/components/ui/cn";

/**
 * An include/exclude switch (role="switch") named after its vendor. When the vendor set is locked it
 * stays focusable but aria-disabled, described by the shared reason.
 */
export function VendorSwitch({
  vendorName,
  checked,
  lockedReasonId,
  busy,
  onChange,
}: {
  vendorName: string;
  checked: boolean;
  lockedReasonId: string | null;
  busy: boolean;
  onChange: (checked: boolean) => void;
}) {
  const inert = lockedReasonId !== null || busy;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Include ${vendorName}`}
      aria-disabled={lockedReasonId ? true : undefined}
      aria-describedby={lockedReasonId ?? undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!inert) {
          onChange(!checked);
        }
      }}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
        checked ? "bg-blue-700 dark:bg-blue-500" : "bg-slate-500 dark:bg-slate-600",
        lockedReasonId && "cursor-not-allowed opacity-60",
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
  );
}

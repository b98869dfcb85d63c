"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { reassessmentPath } from "@/lib/web/hooks/reassessment-keys";
import { useDraftReassessment } from "@/lib/web/hooks/reassessment-mutations";

/**
 * "Draft reassessment": POST /v1/reassessments for the event and vendors, then opens the draft.
 * With no vendors it stays visible but disabled, saying why; a failure is said next to it.
 */
export function DraftReassessmentButton({
  eventId,
  vendorIds,
  label = "Draft reassessment",
  variant = "primary",
}: {
  eventId: string;
  vendorIds: string[];
  label?: string;
  variant?: ButtonVariant;
}) {
  const router = useRouter();
  const noteId = useId();
  const draft = useDraftReassessment(eventId, vendorIds, {
    onDrafted: (created) => router.push(reassessmentPath(created.id)),
  });
  const noVendors = vendorIds.length === 0;
  const note = noVendors
    ? "A reassessment needs at least one impacted vendor."
    : draft.isError
      ? `Couldn't draft the reassessment: ${draft.error.message}`
      : null;

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={variant}
        onClick={() => draft.mutate()}
        loading={draft.isPending || draft.isSuccess}
        disabled={noVendors}
        aria-describedby={note ? noteId : undefined}
      >
        {label}
      </Button>
      {note ? (
        <p
          id={noteId}
          role={draft.isError ? "alert" : undefined}
          className={
            draft.isError ? "text-sm text-red-700 dark:text-red-400" : "text-sm text-slate-600 dark:text-slate-400"
          }
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { lazyComponent } from "@/components/ui/lazy";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import { isRunSettled, loadZeroTouchMutations, type ReviewAction, type ZeroTouchRun } from "@/lib/web/hooks/zero-touch";
import { useWhoAmI } from "@/lib/web/use-whoami";

// Opened by a, e, n or their buttons, never in the first render: their code loads then.
const NoteDialog = lazyComponent(() => import("./note-dialog").then((module) => module.NoteDialog));
const ApproveDialog = lazyComponent(() => import("./approve-dialog").then((module) => module.ApproveDialog));
const EscalateDialog = lazyComponent(() => import("./escalate-dialog").then((module) => module.EscalateDialog));

const REVIEWER_ROLES = new Set(["org:admin", "org:member"]);

const VERBS: Record<Exclude<ReviewAction, "note">, string> = {
  approved: "approve",
  escalated: "escalate",
  archived: "archive",
};

const DONE: Record<ReviewAction, string> = {
  approved: "Approved",
  escalated: "Escalated",
  archived: "Archived",
  note: "Added a note to",
};

type Dialog = "approved" | "escalated" | "note";

/**
 * Approve (with an optional comment), escalate (to a colleague, with the reason), archive or note the
 * run (a, e and n from the keyboard, never while typing), with the vendor's status optionally set by
 * the same decision. Approve, escalate and note ask in a dialog first.
 */
export function ReviewActions({ run }: { run: ZeroTouchRun }) {
  const statusId = useId();
  const noteId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const whoami = useWhoAmI();
  const statuses = useStatuses("vendor");
  const [vendorStatus, setVendorStatus] = useState("");
  const [pending, setPending] = useState<ReviewAction | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const statusOptions = (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));
  const vendorStatusName = statusOptions.find((option) => option.value === vendorStatus)?.label ?? null;

  const canReview = whoami.data ? REVIEWER_ROLES.has(whoami.data.role ?? "") : false;
  const settled = isRunSettled(run.status);
  const blocked = !canReview
    ? whoami.data
      ? "Only admins and members can review zero touch runs."
      : "Checking your role…"
    : !settled
      ? "Decisions wait until the run has finished; a note can be added now."
      : null;
  const decisionsOff = blocked !== null;

  /** Sends the decision; rejects with the server's error (the dialogs show it, archive toasts it). */
  const send = async (
    action: ReviewAction,
    extra: { note?: string | undefined; assignee?: { id: string; name: string } } = {},
  ) => {
    setPending(action);
    try {
      const { reviewRun, showRun } = await loadZeroTouchMutations();
      const saved = await reviewRun(run.id, {
        action,
        note: extra.note,
        assignee_user_id: extra.assignee?.id,
        vendor_status_id: action !== "note" && vendorStatus ? vendorStatus : undefined,
      });
      showRun(queryClient, saved);
      if (action !== "note") {
        setVendorStatus("");
      }
      setDialog(null);
      const to = extra.assignee ? ` to ${extra.assignee.name}` : "";
      toast({ title: `${DONE[action]} the run for ${run.vendor_name}${to}`, variant: "success" });
    } finally {
      setPending(null);
    }
  };
  /** Approve and escalate ask first (a comment, a reason and an assignee); archive goes at once. */
  const decide = (action: Exclude<ReviewAction, "note">) => {
    if (pending !== null || dialog !== null) {
      return;
    }
    if (decisionsOff) {
      toast({ title: blocked ?? "" });
      return;
    }
    if (action !== "archived") {
      setDialog(action);
      return;
    }
    send(action).catch((error: unknown) =>
      toast({
        title: `Couldn't ${VERBS[action]} the run`,
        description: error instanceof Error ? error.message : undefined,
        variant: "error",
      }),
    );
  };
  const askNote = () => {
    if (dialog !== null) {
      return;
    }
    if (!canReview) {
      toast({ title: blocked ?? "" });
      return;
    }
    setDialog("note");
  };

  useShortcut("a", "Approve the run", () => decide("approved"));
  useShortcut("e", "Escalate the run", () => decide("escalated"));
  useShortcut("n", "Add a note to the run", askNote);

  return (
    <Card
      title="Review"
      description="a approves (with an optional comment), e escalates to a colleague with the reason, n adds a note (not while typing in a field)."
    >
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
            Set vendor status
          </label>
          <Select
            id={statusId}
            className="w-48"
            value={vendorStatus}
            placeholder="Leave as it is"
            options={statusOptions}
            aria-describedby={noteId}
            disabled={decisionsOff}
            onChange={(event) => setVendorStatus(event.target.value)}
          />
        </div>
        <Button
          aria-keyshortcuts="a"
          disabled={decisionsOff}
          loading={pending === "approved"}
          onClick={() => decide("approved")}
          onFocus={ApproveDialog.preload}
          onMouseEnter={ApproveDialog.preload}
        >
          Approve (a)
        </Button>
        <Button
          variant="secondary"
          aria-keyshortcuts="e"
          disabled={decisionsOff}
          loading={pending === "escalated"}
          onClick={() => decide("escalated")}
          onFocus={EscalateDialog.preload}
          onMouseEnter={EscalateDialog.preload}
        >
          Escalate (e)
        </Button>
        <Button
          variant="secondary"
          disabled={decisionsOff || run.is_archived}
          loading={pending === "archived"}
          onClick={() => decide("archived")}
        >
          Archive
        </Button>
        <Button
          variant="secondary"
          aria-keyshortcuts="n"
          disabled={!canReview}
          onClick={askNote}
          onFocus={NoteDialog.preload}
          onMouseEnter={NoteDialog.preload}
        >
          Add note (n)
        </Button>
      </div>
      <p id={noteId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {blocked ?? "The vendor status, when chosen, is set with the next approval, escalation or archive."}
      </p>
      {dialog === "note" ? (
        <NoteDialog
          vendorName={run.vendor_name}
          onClose={() => setDialog(null)}
          onSave={(note) => send("note", { note })}
        />
      ) : null}
      {dialog === "approved" ? (
        <ApproveDialog
          vendorName={run.vendor_name}
          vendorStatus={vendorStatusName}
          onClose={() => setDialog(null)}
          onApprove={(comment) => send("approved", { note: comment })}
        />
      ) : null}
      {dialog === "escalated" ? (
        <EscalateDialog
          vendorName={run.vendor_name}
          vendorStatus={vendorStatusName}
          onClose={() => setDialog(null)}
          onEscalate={({ reason, assignee }) => send("escalated", { note: reason, assignee })}
        />
      ) : null}
    </Card>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { type BankReview, bankReviewKeys, fetchBankReview } from "@/lib/web/hooks/bank-reviews";
import { type DecisionFailure, decisionFailure, staleMessage } from "./decision";

/** The refusal, announced: a sentence, and for failed country rules each failed check. */
function DecisionError({ failure }: { failure: DecisionFailure }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p>{failure.message}</p>
      {failure.kind === "validation" && failure.checks.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {failure.checks.map((check, index) => (
            <li key={`${check.field}-${check.code}-${index.toString()}`}>{check.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface DecisionDialogProps {
  review: BankReview;
  onClose: () => void;
  /** The server decided it as asked: the answer, the review now approved or rejected. */
  onDecided: (review: BankReview) => void;
  /** Someone else decided it first: the review as it now is, to show in the list. */
  onStale: (review: BankReview) => void;
  /** Focus on close when what opened the dialog is gone (a drawer closed with it): the review's row. */
  returnFocus: () => void;
}

interface FrameProps extends DecisionDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  variant: "primary" | "danger";
  /** The request; false from `validate` keeps it from being sent. */
  send: () => Promise<BankReview>;
  validate?: () => boolean;
  /** What takes focus when the dialog opens: the submit button, or the given element (a field). */
  initialFocus: "submit" | { current: HTMLElement | null };
  children: ReactNode;
}

/**
 * Approve's and Reject's shared dialog: sends the decision and stays open until the server answers,
 * then closes (the queue announces it) or explains the refusal in place: someone else decided it first
 * (the list refreshes; the dialog can only be closed), the details no longer pass the country rules
 * (each failed check listed), or anything else the server said.
 */
export function DecisionDialog({
  review,
  onClose,
  onDecided,
  onStale,
  returnFocus,
  title,
  description,
  submitLabel,
  variant,
  send,
  validate,
  initialFocus,
  children,
}: FrameProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DecisionFailure | null>(null);
  const stale = failure?.kind === "decided";
  const closeButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // What had focus when the dialog opened (the row, or a button in the drawer). Radix would return focus
  // to a Dialog trigger, and neither is one.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // The submit button goes once the change is known to be decided: focus moves to Close.
  useEffect(() => {
    if (stale) {
      closeButton.current?.focus();
    }
  }, [stale]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || stale || (validate && !validate())) {
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const decided = await send();
      setPending(false);
      onDecided(decided);
    } catch (error) {
      const refused = decisionFailure(error);
      if (refused.kind === "decided") {
        let fresh: BankReview | null = null;
        try {
          fresh = await fetchBankReview(review.id);
          onStale(fresh);
        } catch {
          void queryClient.invalidateQueries({ queryKey: bankReviewKeys.all });
        }
        setFailure({ kind: "decided", message: staleMessage(fresh) });
      } else {
        setFailure(refused);
      }
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={description}
        size="md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (initialFocus === "submit" ? submitButton : initialFocus).current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener?.isConnected && opener !== document.body) {
            opener.focus();
          } else {
            returnFocus();
          }
        }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {children}
          {failure ? <DecisionError failure={failure} /> : null}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button ref={closeButton} variant="secondary" disabled={pending}>
                {stale ? "Close" : "Cancel"}
              </Button>
            </DialogClose>
            {stale ? null : (
              <Button ref={submitButton} type="submit" variant={variant} loading={pending}>
                {submitLabel}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

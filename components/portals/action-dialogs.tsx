"use client";

import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/web/api-client";
import { formatDay } from "@/lib/web/days";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { useExtendDueDate, usePortalAction } from "@/lib/web/hooks/portal-mutations";
import type { Portal } from "@/lib/web/portals";
import { nowSeconds } from "@/lib/web/time";
import { dateInputOf, dueAtFromDateInput, dueDateProblem } from "./due-input";
import { portalName } from "./model";

export interface PortalDialogProps {
  portal: Portal;
  vendorName: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const subjectOf = (portal: Portal, vendorName: string | undefined) =>
  vendorName ? `${portalName(portal)} for ${vendorName}` : portalName(portal);

/** "Extend due date": a new due day (today or later) for a request still waiting for the vendor. */
export function ExtendDueDialog({ portal, vendorName, open, onOpenChange }: PortalDialogProps) {
  const { toast } = useToast();
  const extend = useExtendDueDate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const hintId = useId();
  const today = dateInputOf(nowSeconds());

  // Each opening starts from the current due day (or today's, when the day has passed or there is none).
  useEffect(() => {
    if (open) {
      const current = dateInputOf(portal.due_at);
      setValue(current && current >= today ? current : today);
      setFieldError(undefined);
      setFormError(null);
    }
  }, [open, portal.due_at, today]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = dueDateProblem(value, nowSeconds(), { required: true });
    const dueAt = dueAtFromDateInput(value);
    if (problem || dueAt === null || dueAt === undefined) {
      setFieldError(problem ?? "Choose the new due date.");
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    extend.mutate(
      { portalId: portal.id, dueAt },
      {
        onSuccess: (saved) => {
          toast({
            title: "Due date changed",
            description: `${subjectOf(saved, vendorName)} is now due ${formatDay(saved.due_at)}.`,
            variant: "success",
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const inline = error instanceof ApiRequestError ? fieldErrorsFrom422(error.body).due_at : undefined;
          if (inline) {
            setFieldError(inline);
            inputRef.current?.focus();
          } else {
            setFormError(error.message);
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Extend the due date"
      description={subjectOf(portal, vendorName)}
      size="sm"
      onSubmit={submit}
      submitting={extend.isPending}
      submitLabel="Save due date"
      error={formError}
      focusOnOpen={() => inputRef.current?.focus()}
    >
      <p id={hintId} className="text-slate-600 dark:text-slate-400">
        {portal.due_at === null
          ? "It has no due date yet."
          : `Currently due ${formatDay(portal.due_at)}. The request becomes overdue once the new day is over.`}
      </p>
      <FormField label="New due date" error={fieldError} required>
        <Input
          ref={inputRef}
          type="date"
          min={today}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

/** "Close": asks first, since it signs the vendor out; reopening is possible afterwards. */
export function CloseRequestDialog({ portal, vendorName, open, onOpenChange }: PortalDialogProps) {
  const { toast } = useToast();
  const action = usePortalAction();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Close this request?"
      description={`${subjectOf(portal, vendorName)}: the vendor can no longer sign in or answer, and anyone signed in on it is signed out. You can reopen it later.`}
      confirmLabel="Close request"
      variant="danger"
      onConfirm={async () => {
        // Errors stay in the dialog (the API's message); success closes it.
        const saved = await action.mutateAsync({ portal, action: "close" });
        toast({ title: "Request closed", description: `${subjectOf(saved, vendorName)}.`, variant: "success" });
      }}
    />
  );
}

export interface PortalActionDialogProps extends PortalDialogProps {
  kind: "extend" | "close";
  /** The button that opened the dialog: focus goes back to it once the dialog has closed… */
  returnTo: RefObject<HTMLElement | null>;
  /** …or here when it is gone (e.g. the request's link in its row). */
  fallbackFocus?: (portalId: string) => void;
}

/**
 * The dialog an action asks with, as the list or the drawer opened it (their state keeps it, so a
 * refetch that re-renders the rows keeps it open). The dialogs open from plain buttons (not Radix
 * triggers), so Radix has nothing to give focus back to: this does, once the dialog has closed.
 */
export function PortalActionDialog({ kind, returnTo, fallbackFocus, ...props }: PortalActionDialogProps) {
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;
  const { open, portal } = props;
  useEffect(() => {
    if (open) {
      return;
    }
    const timer = window.setTimeout(() => {
      const target = returnTo.current;
      if (target?.isConnected) {
        target.focus();
      } else {
        fallback.current?.(portal.id);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open, portal.id, returnTo]);
  return kind === "extend" ? <ExtendDueDialog {...props} /> : <CloseRequestDialog {...props} />;
}

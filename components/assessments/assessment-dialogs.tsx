"use client";

import { useMemo } from "react";
import { z } from "zod";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { AssigneeField } from "@/components/users/assignee-field";
import type { Assessment, UpdateAssessmentInput } from "@/lib/web/hooks/assessments";
import { fieldNamedInError } from "@/lib/web/server-errors";
import { useApiForm } from "@/lib/web/use-api-form";

// The assessment page's dialogs, loaded together with the first one opened.

const EditAssessmentSchema = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(500, "Use at most 500 characters."),
  assignee_ids: z.array(z.string()),
});

export interface EditAssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assessment: Pick<Assessment, "name" | "assignee_id">;
  onSave: (patch: UpdateAssessmentInput) => Promise<unknown>;
}

/** Rename and reassign: only what changed is sent (null unassigns). */
export function EditAssessmentDialog({ open, onOpenChange, assessment, onSave }: EditAssessmentDialogProps) {
  const { toast } = useToast();
  const defaults = useMemo(
    () => ({ name: assessment.name, assignee_ids: assessment.assignee_id ? [assessment.assignee_id] : [] }),
    [assessment.name, assessment.assignee_id],
  );
  const form = useApiForm(EditAssessmentSchema, {
    defaultValues: defaults,
    serverErrors: {
      fieldOf: (rejection) => {
        const field = fieldNamedInError(rejection, ["invalid_update"], ["name", "assignee_id"] as const);
        return field === "assignee_id" ? { field: "assignee_ids", focus: false } : field;
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  useFreshFormOnOpen(open, form.reset, defaults);

  const submit = form.handleApiSubmit(async (values) => {
    const assignee = values.assignee_ids[0] ?? null;
    const patch: UpdateAssessmentInput = {};
    if (values.name !== assessment.name) {
      patch.name = values.name;
    }
    if (assignee !== assessment.assignee_id) {
      patch.assignee_id = assignee;
    }
    if (Object.keys(patch).length === 0) {
      onOpenChange(false);
      return;
    }
    await onSave(patch);
    toast({ title: "Assessment saved", variant: "success" });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit assessment"
      focusOnOpen={() => form.setFocus("name")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Save"
      error={errors.root?.server?.message}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={500} {...form.register("name")} />
      </FormField>
      <AssigneeField control={form.control} name="assignee_ids" />
    </FormDialog>
  );
}

export interface ConfirmAssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onConfirm: () => Promise<unknown>;
}

/** Archiving cancels the analysis and archives the evaluations and findings with it. */
export function ArchiveAssessmentDialog({ open, onOpenChange, name, onConfirm }: ConfirmAssessmentDialogProps) {
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Archive this assessment?"
      description={`“${name}” is canceled and leaves the active list; its evaluations and findings are archived with it. It stays readable.`}
      confirmLabel="Archive"
      variant="danger"
      onConfirm={async () => {
        await onConfirm();
        toast({ title: "Assessment archived", description: name, variant: "success" });
      }}
    />
  );
}

export interface ReopenAssessmentDialogProps extends ConfirmAssessmentDialogProps {
  /** "Reopen" or "Re-run analysis". */
  actionLabel: string;
}

/** A new analysis round: the current evaluations are archived and every control is evaluated again. */
export function ReopenAssessmentDialog({
  open,
  onOpenChange,
  name,
  onConfirm,
  actionLabel,
}: ReopenAssessmentDialogProps) {
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${actionLabel}?`}
      description={`“${name}” goes back to collecting documents and every control is evaluated again; the current evaluations are archived. Findings still open are kept.`}
      confirmLabel={actionLabel}
      onConfirm={async () => {
        await onConfirm();
        toast({ title: "Analysis started again", description: name, variant: "success" });
      }}
    />
  );
}

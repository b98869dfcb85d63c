"use client";

import Link from "next/link";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button, buttonClassName } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useActiveQuestionnaires } from "@/lib/web/hooks/intake";
import { useCreatePortal } from "@/lib/web/hooks/portal-mutations";
import type { Portal, PortalType } from "@/lib/web/portals";
import { nowSeconds } from "@/lib/web/time";
import { useApiForm } from "@/lib/web/use-api-form";
import { dateInputOf, dueAtFromDateInput, dueDateProblem } from "./due-input";
import { portalName, portalTypeLabel, TYPE_OPTIONS } from "./model";

/** The vendor a request goes to, as the vendor page has it. */
export interface RequestVendor {
  id: string;
  name: string;
  /** The vendor's primary contact's address: the recipient's default. */
  contactEmail?: string | null;
}

export interface SendRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendor: RequestVendor;
  /** Focus goes here once the dialog closes (the button that opened it). */
  returnFocus: () => void;
}

const DISPLAY_NAME_MAX = 200;

const SendRequestSchema = z.object({
  type: z.string().min(1, "Choose the kind of request."),
  questionnaire_ids: z.array(z.string()).max(50, "Choose at most 50 questionnaires."),
  recipient_email: z
    .string()
    .trim()
    .min(1, "Enter the recipient's email address.")
    .email("Enter a valid email address.")
    .max(254, "The address is too long."),
  due_at: z.string().superRefine((value, context) => {
    const problem = dueDateProblem(value, nowSeconds(), { required: false });
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
    }
  }),
  display_name: z.string().trim().max(DISPLAY_NAME_MAX, `Keep the name under ${DISPLAY_NAME_MAX} characters.`),
});
type SendRequestValues = z.input<typeof SendRequestSchema>;

function Sent({ portal, email, onDone }: { portal: Portal; email: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="space-y-4">
      <div>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-900 focus:outline-none dark:text-slate-100"
        >
          Request sent
        </h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {email} was emailed the link to “{portalName(portal)}”. You can also share it yourself: the vendor signs in
          with the recipient's email address.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={linkId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          Request link
        </label>
        <div className="flex items-center gap-2">
          <Input id={linkId} readOnly value={portal.url} className="min-w-0 flex-1 font-mono text-xs" />
          <CopyButton value={portal.url} label="Copy link" className="shrink-0">
            Copy link
          </CopyButton>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pb-1 sm:flex-row sm:justify-end">
        <Link href={`/portals?request=${encodeURIComponent(portal.id)}`} className={buttonClassName("secondary")}>
          View the request
        </Link>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/**
 * "Send a request": opens a request to the vendor by hand (POST /v1/portals) with the type, the
 * questionnaires it asks (none chosen: the API's default), the recipient, a due day and a name;
 * then shows the link to copy.
 */
export function SendRequestDialog({ open, onOpenChange, vendor, returnFocus }: SendRequestDialogProps) {
  const { toast } = useToast();
  const create = useCreatePortal();
  const questionnaires = useActiveQuestionnaires(open);
  const [sent, setSent] = useState<{ portal: Portal; email: string } | null>(null);
  const defaults = useMemo<SendRequestValues>(
    () => ({
      type: "irq",
      questionnaire_ids: [],
      recipient_email: vendor.contactEmail ?? "",
      due_at: "",
      display_name: "",
    }),
    [vendor.contactEmail],
  );
  const form = useApiForm(SendRequestSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const type = form.watch("type");

  // Each opening starts over: the fields from their defaults, and the form again once a request went out.
  useEffect(() => {
    if (open) {
      reset(defaults);
    } else {
      setSent(null);
    }
  }, [open, defaults, reset]);

  const submit = form.handleSubmit(async (values) => {
    const dueAt = dueAtFromDateInput(values.due_at);
    const name = values.display_name.trim();
    try {
      const portal = await create.mutateAsync({
        vendor_id: vendor.id,
        type: values.type as PortalType,
        recipient_email: values.recipient_email.trim(),
        ...(dueAt ? { due_at: dueAt } : {}),
        ...(name ? { display_name: name } : {}),
        ...(values.questionnaire_ids.length > 0 ? { questionnaire_ids: values.questionnaire_ids } : {}),
      });
      const email = values.recipient_email.trim().toLowerCase();
      setSent({ portal, email });
      toast({
        title: "Request sent",
        description: `${portalName(portal)}: the link was emailed to ${email}.`,
        variant: "success",
      });
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  const options = (questionnaires.data?.items ?? []).map((questionnaire) => ({
    value: questionnaire.id,
    label: questionnaire.name,
    description: `${portalTypeLabel(questionnaire.type)} · ${questionnaire.question_count} question${
      questionnaire.question_count === 1 ? "" : "s"
    }`,
  }));
  const defaultName = `${portalTypeLabel(type)}: ${vendor.name}`;

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title={`Send a request to ${vendor.name}`}
        description={sent ? undefined : "The recipient gets an email with the link and signs in with a one-time code."}
        size="lg"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus("type");
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {/* Announces the outcome; the success view below also takes focus. */}
        <p role="status" className="sr-only">
          {sent ? `Request sent. Its link is shown below.` : ""}
        </p>
        {sent ? (
          <Sent portal={sent.portal} email={sent.email} onDone={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <FormField label="Type" error={errors.type?.message} required>
              <Select options={TYPE_OPTIONS} {...form.register("type")} />
            </FormField>
            <Controller
              control={form.control}
              name="questionnaire_ids"
              render={({ field }) => (
                <CheckboxGroup
                  legend="Questionnaires"
                  description="Each one becomes a section the vendor answers. None chosen: the active questionnaires of this type (or every active one when none has it)."
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  loading={questionnaires.isPending}
                  error={errors.questionnaire_ids?.message}
                  emptyText={
                    questionnaires.isError
                      ? `The questionnaires couldn't be loaded (${questionnaires.error.message}). The request will ask the organization's defaults.`
                      : "No active intake questionnaires."
                  }
                />
              )}
            />
            <FormField
              label="Recipient email"
              description="The link goes to this address, which signs in with a one-time code."
              error={errors.recipient_email?.message}
              required
            >
              <Input type="email" autoComplete="off" {...form.register("recipient_email")} />
            </FormField>
            <FormField
              label="Due date"
              description="Optional. Overdue once the day is over."
              error={errors.due_at?.message}
            >
              <Input type="date" min={dateInputOf(nowSeconds())} className="sm:w-48" {...form.register("due_at")} />
            </FormField>
            <FormField
              label="Request name"
              description={`Optional; the vendor sees it. Without one: “${defaultName}”.`}
              error={errors.display_name?.message}
            >
              <Input maxLength={DISPLAY_NAME_MAX} placeholder={defaultName} {...form.register("display_name")} />
            </FormField>
            <FormError message={errors.root?.server?.message} />
            <div className="flex flex-col-reverse gap-2 pb-1 pt-1 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" loading={isSubmitting}>
                Send request
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

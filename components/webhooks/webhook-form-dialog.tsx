"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateWebhook, useUpdateWebhook, type Webhook } from "@/lib/web/hooks/webhooks";
import { useApiForm } from "@/lib/web/use-api-form";
import { EventPicker } from "./event-picker";
import { generateSigningSecret } from "./secret";

const FormSchema = z.object({
  url: z.string().trim().min(1, "Enter the URL that receives events."),
  description: z.string().max(1000),
  secret: z.string(),
  events: z.array(z.string()).min(1, "Choose at least one event."),
  enabled: z.boolean(),
});

const serverFields = { weak_secret: "secret", invalid_url: "url", invalid_event_types: "events" } as const;

export interface WebhookFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The subscription to edit; null creates one. */
  webhook: Webhook | null;
  onSaved: (webhook: Webhook, created: boolean) => void;
}

export function WebhookFormDialog({ open, onOpenChange, webhook, onSaved }: WebhookFormDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useApiForm(FormSchema, {
    defaultValues: { url: "", description: "", secret: "", events: [], enabled: true },
    serverErrors: { byCode: serverFields },
  });
  const { errors, isSubmitting } = form.formState;
  const events = form.watch("events");
  const { reset } = form;
  // A generated secret is shown (with a copy button) until the dialog closes; a typed one stays masked.
  const [generated, setGenerated] = useState<string | null>(null);
  const secret = form.watch("secret");

  useEffect(() => {
    if (open) {
      setGenerated(null);
      reset({
        url: webhook?.url ?? "",
        description: webhook?.description ?? "",
        secret: "",
        events: webhook?.events ?? [],
        enabled: webhook?.enabled ?? true,
      });
    }
  }, [open, webhook, reset]);

  const setEvents = (next: string[]) =>
    form.setValue("events", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const generate = () => {
    const value = generateSigningSecret();
    setGenerated(value);
    form.setValue("secret", value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const showingGenerated = generated !== null && secret === generated;

  const submit = form.handleApiSubmit(async (values) => {
    if (!webhook && values.secret.length < 16) {
      form.setError("secret", { message: "Use at least 16 characters." }, { shouldFocus: true });
      return;
    }
    const body = {
      url: values.url,
      events: values.events,
      description: values.description.trim() || null,
      enabled: values.enabled,
      secret: values.secret || null,
    };
    const saved = webhook
      ? await update.mutateAsync({ id: webhook.id, changes: body })
      : await create.mutateAsync({ ...body, secret: values.secret });
    onSaved(saved, !webhook);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        size="lg"
        title={webhook ? "Edit webhook" : "Add webhook"}
        description="Events are POSTed as signed JSON to a public HTTPS endpoint."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Endpoint URL" error={errors.url?.message} required>
            <Input type="url" autoComplete="off" placeholder="https://example.com/hooks" {...form.register("url")} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Input autoComplete="off" maxLength={1000} {...form.register("description")} />
          </FormField>
          <FormField
            label="Signing secret"
            description={
              webhook
                ? "Leave blank to keep the current secret. Generate a new one or paste your own (16 characters or more); it is never shown again after saving."
                : "Generate one or paste your own (16 characters or more). Used to sign every delivery; it is never shown again after saving."
            }
            error={errors.secret?.message}
            required={!webhook}
          >
            <Input
              type={showingGenerated ? "text" : "password"}
              autoComplete="new-password"
              spellCheck={false}
              className="font-mono"
              {...form.register("secret")}
            />
          </FormField>
          <div className="-mt-2 flex flex-wrap items-center gap-2">
            <Button type="button" size="sm" variant="secondary" onClick={generate}>
              {generated ? "Generate another secret" : "Generate secret"}
            </Button>
            {showingGenerated ? (
              <>
                <CopyButton value={generated} label="Copy signing secret">
                  Copy
                </CopyButton>
                <p className="text-xs text-slate-600 dark:text-slate-400" role="status">
                  Copy it now and store it in your receiver: it is shown only here, once.
                </p>
              </>
            ) : null}
          </div>
          <fieldset className="space-y-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Events</legend>
            <EventPicker selected={events} onChange={setEvents} />
            {errors.events?.message ? (
              <p id="webhook-events-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <Checkbox label="Enabled" description="Disabled webhooks receive nothing." {...form.register("enabled")} />
          <FormError message={errors.root?.server?.message} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {webhook ? "Save changes" : "Add webhook"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

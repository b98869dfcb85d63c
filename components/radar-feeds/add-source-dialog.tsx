"use client";

import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useCreateRadarSource } from "@/lib/web/hooks/radar-feeds";
import { useApiForm } from "@/lib/web/use-api-form";

const FormSchema = z.object({
  name: z.string().trim().min(1, "Enter a name for the feed.").max(200, "Use at most 200 characters."),
  feed_url: z
    .string()
    .trim()
    .min(1, "Enter the feed's URL.")
    .max(2000, "Use at most 2,000 characters.")
    .regex(/^https?:\/\//i, "Use an http:// or https:// URL."),
  enabled: z.boolean(),
});
type FormValues = z.input<typeof FormSchema>;

const DEFAULTS: FormValues = { name: "", feed_url: "", enabled: true };

export interface AddSourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: () => void;
}

/** "Add feed": an RSS or Atom feed; the API checks the URL (public hosts only) and says why it refuses one. */
export function AddSourceDialog({ open, onOpenChange, returnFocus }: AddSourceDialogProps) {
  const create = useCreateRadarSource();
  const { toast } = useToast();
  const form = useApiForm(FormSchema, {
    defaultValues: DEFAULTS,
    serverErrors: { byCode: { invalid_radar_source: "feed_url" } },
  });
  const { errors, isSubmitting } = form.formState;
  useFreshFormOnOpen(open, form.reset, DEFAULTS);

  const submit = form.handleApiSubmit(async (values) => {
    const source = await create.mutateAsync(values);
    toast({ title: "Feed added", description: `${source.name}: use Test now to poll it.`, variant: "success" });
    onOpenChange(false);
    returnFocus?.();
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a feed"
      description="RSS or Atom. Items that name one of your vendors become radar events."
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Add feed"
      error={errors.root?.server?.message}
      focusOnOpen={() => form.setFocus("name")}
    >
      <FormField label="Feed name" error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={200} placeholder="Security news" {...form.register("name")} />
      </FormField>
      <FormField label="Feed URL" error={errors.feed_url?.message} required>
        <Input
          type="url"
          autoComplete="off"
          placeholder="https://news.example.com/feed.xml"
          {...form.register("feed_url")}
        />
      </FormField>
      <Checkbox label="Poll every 15 minutes" {...form.register("enabled")} />
    </FormDialog>
  );
}

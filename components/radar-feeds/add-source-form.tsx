"use client";

import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isApiRequestError } from "@/lib/web/api-client";
import { useApiForm } from "@/lib/web/use-api-form";
import { type RadarSource, useCreateRadarSource } from "./hooks";

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

const defaultValues = { name: "", feed_url: "", enabled: true };

/** Adds an RSS or Atom feed; the API checks the URL (public hosts only) and says why it refuses one. */
export function AddSourceForm({ onAdded }: { onAdded: (source: RadarSource) => void }) {
  const create = useCreateRadarSource();
  const form = useApiForm(FormSchema, { defaultValues });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const source = await create.mutateAsync(values);
      form.reset(defaultValues);
      onAdded(source);
    } catch (error) {
      if (isApiRequestError(error) && error.code === "invalid_radar_source") {
        form.setError("feed_url", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      form.applyServerErrors(error);
    }
  });

  return (
    <Card title="Add a feed" description="RSS or Atom. Items that name one of your vendors become radar events.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add a feed">
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
        <Checkbox label="Poll every 15 minutes" {...form.register("enabled")} />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting}>
          Add feed
        </Button>
      </form>
    </Card>
  );
}

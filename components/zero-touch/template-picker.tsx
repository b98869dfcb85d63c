"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-error";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { loadZeroTouchMutations, type ZeroTouchSettings, zeroTouchKeys } from "@/lib/web/hooks/zero-touch";
import { useZeroTouchTemplates } from "@/lib/web/hooks/zero-touch-config";

const muted = "text-slate-600 dark:text-slate-400";

/**
 * The control set runs assess, as one of the templates; switching is an admin's, and is off while the
 * organization runs a control set of its own (no template active).
 */
export function TemplatePicker({ settings, canEdit }: { settings: ZeroTouchSettings; canEdit: boolean }) {
  const noteId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const templates = useZeroTouchTemplates();
  const active = templates.data?.active_template_key ?? settings.active_template_key;
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sets = settings.control_sets;
  const [onlySet] = sets;
  let disabledReason: string | null = canEdit ? null : "Only admins can switch the template.";
  if (active === null && onlySet) {
    disabledReason =
      sets.length === 1
        ? `Runs use your own control set “${onlySet.name}” (${onlySet.control_count} controls), not a template, so templates can't be switched here.`
        : `Runs use ${sets.length} control sets (${sets.map((set) => set.name).join(", ")}), not one template, so templates can't be switched here.`;
  }
  const selected = chosen ?? active ?? "";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !selected || selected === active) {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await (await loadZeroTouchMutations()).switchTemplate(selected);
      queryClient.setQueryData(zeroTouchKeys.templates, answer);
      void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.config });
      setChosen(null);
      const name = answer.items.find((template) => template.key === answer.active_template_key)?.name ?? selected;
      toast({ title: `Zero touch now uses ${name}`, variant: "success" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  let body: React.ReactNode;
  if (templates.isError) {
    body = (
      <ErrorState
        title="Couldn't load the templates"
        message={templates.error.message}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  } else if (!templates.data) {
    body = <LoadingState variant="skeleton" rows={3} label="Loading the templates…" />;
  } else {
    const disabled = disabledReason !== null;
    body = (
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        {disabledReason ? (
          <p id={noteId} className="text-sm text-slate-800 dark:text-slate-200">
            {disabledReason}
          </p>
        ) : null}
        <fieldset aria-describedby={disabled ? noteId : undefined} disabled={disabled}>
          <legend className="sr-only">Control set template</legend>
          <div className="space-y-2">
            {templates.data.items.map((template) => {
              const id = `${noteId}-${template.key}`;
              return (
                <div
                  key={template.key}
                  className="flex items-start gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
                >
                  <input
                    type="radio"
                    id={id}
                    name="template"
                    value={template.key}
                    checked={selected === template.key}
                    onChange={() => setChosen(template.key)}
                    aria-describedby={`${id}-details`}
                    className={`mt-1 h-4 w-4 accent-blue-700 dark:accent-blue-500 ${focusRing}`}
                  />
                  <div className="min-w-0 text-sm">
                    <label htmlFor={id} className="font-medium text-slate-900 dark:text-slate-100">
                      {template.name}
                      {template.key === active ? <span className={`font-normal ${muted}`}> (in use)</span> : null}
                    </label>
                    <div id={`${id}-details`}>
                      <p className={muted}>
                        {template.control_count} controls
                        {template.domains.length > 0 ? ` · ${template.domains.join(", ")}` : ""}
                      </p>
                      {template.description ? (
                        <p className="text-slate-800 dark:text-slate-200">{template.description}</p>
                      ) : null}
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormError message={error} />
        {disabled ? null : (
          <Button type="submit" variant="secondary" loading={saving} disabled={!selected || selected === active}>
            Use this template
          </Button>
        )}
      </form>
    );
  }

  return (
    <Card
      title="Control set"
      description="The controls each run assesses from public evidence. Switching applies to the next runs."
    >
      {body}
    </Card>
  );
}

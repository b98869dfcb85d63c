"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { eventTypes } from "@/lib/contract/event-catalog";
import { useSaveWorkflow, type WorkflowDefinition } from "@/lib/web/hooks/workflows";
import { workflowNameLabel } from "@/lib/web/labels/workflows";
import { ACTION_LABELS, parseJsonObject } from "./model";

interface DraftStep {
  key: string;
  component_id?: string;
  component_name: string;
  action_type: string;
  settings: string;
}

const actionOptions = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));
const triggerOptions = [
  { value: "", label: "Manual (run from here or the API)" },
  ...eventTypes.map((type) => ({ value: type, label: `When ${type} occurs` })),
];
let nextKey = 0;
const newKey = () => `step-${nextKey++}`;

function draftOf(workflow: WorkflowDefinition | null): DraftStep[] {
  return (workflow?.steps ?? []).map((step) => ({
    key: newKey(),
    component_id: step.component_id,
    component_name: step.component_name,
    action_type: step.action_type,
    settings: JSON.stringify(step.settings),
  }));
}

/** Name, trigger and ordered steps; each step's settings are edited as JSON. */
export function DefinitionDialog(props: {
  open: boolean;
  workflow: WorkflowDefinition | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (workflow: WorkflowDefinition) => void;
}) {
  const { workflow } = props;
  const save = useSaveWorkflow();
  const [name, setName] = useState(workflow?.name ?? "");
  const [trigger, setTrigger] = useState(workflow?.trigger.type === "event" ? workflow.trigger.event_type : "");
  const [steps, setSteps] = useState<DraftStep[]>(() => draftOf(workflow));
  const [error, setError] = useState<string | null>(null);

  const update = (index: number, change: Partial<DraftStep>) =>
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, ...change } : step)));
  const move = (index: number, by: number) =>
    setSteps((current) => {
      const next = [...current];
      const [step] = next.splice(index, 1);
      if (step) {
        next.splice(index + by, 0, step);
      }
      return next;
    });

  const submit = async () => {
    const built = [];
    for (const [index, step] of steps.entries()) {
      const settings = parseJsonObject(step.settings);
      if ("error" in settings) {
        setError(`Step ${index + 1} settings: ${settings.error}`);
        return;
      }
      built.push({
        component_id: step.component_id,
        component_name: step.component_name.trim() || ACTION_LABELS[step.action_type] || step.action_type,
        action_type: step.action_type,
        settings: settings.value,
      });
    }
    setError(null);
    const body = {
      name: name.trim(),
      trigger: trigger ? { type: "event" as const, event_type: trigger } : { type: "manual" as const },
      steps: built,
    };
    try {
      props.onSaved(await save.mutateAsync({ id: workflow?.id ?? null, body }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        size="xl"
        title={workflow ? `Edit ${workflowNameLabel(workflow.name)}` : "New workflow"}
        description="Steps run in order; a failing step stops the run."
        footer={
          <>
            <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button loading={save.isPending} onClick={() => void submit()}>
              Save workflow
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <FormField label="Name" required description="Letters, digits, _ . - ; used in the run URL.">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Trigger">
            <Select value={trigger} options={triggerOptions} onChange={(event) => setTrigger(event.target.value)} />
          </FormField>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Steps</legend>
            <ol className="space-y-3">
              {steps.map((step, index) => (
                <li key={step.key} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField label={`Step ${index + 1} name`}>
                      <Input
                        value={step.component_name}
                        onChange={(event) => update(index, { component_name: event.target.value })}
                      />
                    </FormField>
                    <FormField label={`Step ${index + 1} action`}>
                      <Select
                        value={step.action_type}
                        options={actionOptions}
                        onChange={(event) => update(index, { action_type: event.target.value })}
                      />
                    </FormField>
                  </div>
                  <FormField label={`Step ${index + 1} settings (JSON)`} className="mt-3">
                    <Textarea
                      rows={2}
                      className="font-mono"
                      value={step.settings}
                      onChange={(event) => update(index, { settings: event.target.value })}
                    />
                  </FormField>
                  <div className="mt-2 flex gap-2">
                    <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                      Move step {index + 1} up
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === steps.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move step {index + 1} down
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setSteps((current) => current.filter((_, at) => at !== index))}
                    >
                      Remove step {index + 1}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setSteps((current) => [
                  ...current,
                  { key: newKey(), component_name: "", action_type: "tier_vendor", settings: "{}" },
                ])
              }
            >
              Add step
            </Button>
          </fieldset>
          <FormError message={error} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { useToast } from "@/components/ui/toast";
import { useSaveWorkflow, useWorkflowDefinitions, type WorkflowDefinition } from "@/lib/web/hooks/workflows";
import { workflowNameLabel } from "@/lib/web/labels/workflows";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { useWhoAmI } from "@/lib/web/use-whoami";
import { type DefinitionActions, DefinitionsTable } from "./definitions-table";

// Dialogs load when first opened.
const RunDialog = lazyComponent(() => import("./run-dialog").then((m) => m.RunDialog));
const DefinitionDialog = lazyComponent(() => import("./definition-dialog").then((m) => m.DefinitionDialog));

const EDITOR_ROLES = new Set(["org:admin", "org:member"]);

export function WorkflowsPage() {
  const whoami = useWhoAmI();
  const canEdit = EDITOR_ROLES.has(whoami.data?.role ?? "");
  const workflows = useWorkflowDefinitions();
  const save = useSaveWorkflow();
  const { toast } = useToast();
  const [running, setRunning] = useState<WorkflowDefinition | null>(null);
  const [editing, setEditing] = useState<WorkflowDefinition | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);

  const openEditor = useCallback((workflow: WorkflowDefinition | null) => {
    setEditing(workflow);
    setEditorKey((key) => key + 1);
    setEditorOpen(true);
  }, []);

  const onToggle = useCallback(
    async (workflow: WorkflowDefinition) => {
      setBusyId(workflow.id);
      try {
        await save.mutateAsync({ id: workflow.id, body: { enabled: !workflow.enabled } });
        toast({
          title: workflow.enabled ? "Workflow disabled" : "Workflow enabled",
          description: workflowNameLabel(workflow.name),
          variant: "success",
        });
      } catch (error) {
        toast({ title: "Couldn't change the workflow", description: (error as Error).message, variant: "error" });
      } finally {
        setBusyId(null);
      }
    },
    [save, toast],
  );

  const actions: DefinitionActions = useMemo(
    () => ({ canEdit, busyId, onToggle: (w) => void onToggle(w), onRun: setRunning, onEdit: openEditor }),
    [canEdit, busyId, onToggle, openEditor],
  );
  const runMounted = useOpenedOnce(running !== null);
  const editorMounted = useOpenedOnce(editorOpen);

  return (
    <>
      <PageHeader
        title="Workflows"
        description="Automations that send questionnaires, tier vendors and notify your systems."
        actions={canEdit ? <Button onClick={() => openEditor(null)}>New workflow</Button> : null}
      />
      <DefinitionsTable
        workflows={workflows.data}
        isLoading={workflows.isPending}
        error={workflows.error}
        onRetry={() => void workflows.refetch()}
        actions={actions}
      />
      {runMounted ? (
        <RunDialog workflow={running} onOpenChange={(open) => (open ? undefined : setRunning(null))} />
      ) : null}
      {canEdit && editorMounted ? (
        <DefinitionDialog
          key={editorKey}
          open={editorOpen}
          workflow={editing}
          onOpenChange={setEditorOpen}
          onSaved={(workflow) => {
            setEditorOpen(false);
            toast({ title: "Workflow saved", description: workflowNameLabel(workflow.name), variant: "success" });
          }}
        />
      ) : null}
    </>
  );
}

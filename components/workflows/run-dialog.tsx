"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useStartRun, type WorkflowDefinition } from "@/lib/web/hooks/workflows";
import { parseJsonObject } from "./model";

export function RunDialog({
  workflow,
  onOpenChange,
}: {
  workflow: WorkflowDefinition | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const start = useStartRun();
  const [text, setText] = useState("{}");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!workflow) {
      return;
    }
    const parsed = parseJsonObject(text);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      const run = await start.mutateAsync({ name: workflow.name, input: parsed.value });
      onOpenChange(false);
      router.push(`/workflows/runs/${run.workflow_run_id}`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Dialog open={workflow !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title={workflow ? `Run ${workflow.name}` : "Run workflow"}
        description="The input is stored with the run. Vendor steps act on input.vendor_id."
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button loading={start.isPending} onClick={() => void submit()}>
              Start run
            </Button>
          </>
        }
      >
        <FormField label="Input (JSON object)" error={error ?? undefined}>
          <Textarea rows={6} className="font-mono" value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { isApiRequestError } from "@/lib/web/api-client";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { useStartRun, type WorkflowDefinition } from "@/lib/web/hooks/workflows";
import { workflowNameLabel } from "@/lib/web/labels/workflows";
import { buildRunInput, runInputFields } from "./model";

type FieldErrors = Partial<Record<"vendor" | "extra" | "form", string>>;

/**
 * "Run <workflow>": the run's input as a form. The vendor is picked by name from the organization's
 * vendors (so the run never starts on an unknown one); anything else the workflow's steps read can be
 * given under "More input". The API checks the vendor again (404 vendor_not_found) and nothing starts.
 */
export function RunDialog({
  workflow,
  onOpenChange,
}: {
  workflow: WorkflowDefinition | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const start = useStartRun();
  const vendors = useVendorOptions({ enabled: workflow !== null });
  const [vendorId, setVendorId] = useState("");
  const [extra, setExtra] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = useMemo(() => runInputFields(workflow ?? { steps: [] }), [workflow]);
  const title = workflow ? `Run ${workflowNameLabel(workflow.name)}` : "Run workflow";

  const close = (open: boolean) => {
    if (!open) {
      setVendorId("");
      setExtra("");
      setErrors({});
    }
    onOpenChange(open);
  };

  const submit = async () => {
    if (!workflow) {
      return;
    }
    const built = buildRunInput(fields, { vendorId, extra });
    if ("error" in built) {
      setErrors({ [built.error.field]: built.error.message });
      return;
    }
    setErrors({});
    try {
      const run = await start.mutateAsync({ name: workflow.name, input: built.value });
      close(false);
      router.push(`/workflows/runs/${run.workflow_run_id}`);
    } catch (failure) {
      if (isApiRequestError(failure) && failure.code === "vendor_not_found") {
        setErrors({ vendor: "That vendor is no longer in your organization. Choose another." });
      } else {
        setErrors({ form: (failure as Error).message });
      }
    }
  };

  return (
    <Dialog open={workflow !== null} onOpenChange={close}>
      <DialogContent
        title={title}
        description="Choose what the run acts on. The steps run in the background; you can follow them on the run's page."
        footer={
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button loading={start.isPending} onClick={() => void submit()}>
              Start run
            </Button>
          </>
        }
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label="Vendor"
            required={fields.vendor === "required"}
            description={
              fields.vendor === "required"
                ? "The vendor the workflow's steps act on."
                : "Optional: the vendor this run is about."
            }
            error={errors.vendor}
          >
            <Combobox
              noun="vendor"
              value={vendorId}
              onChange={(value) => {
                setVendorId(value);
                setErrors((current) => ({ ...current, vendor: undefined }));
              }}
              options={vendors.data ?? []}
              loading={vendors.isPending}
              placeholder={vendors.isPending ? "Loading vendors…" : "Type a vendor's name"}
              emptyText="No vendor by that name"
              clearable
            />
          </FormField>
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700 dark:text-slate-300">More input (advanced)</summary>
            <FormField
              className="mt-2"
              label="Other input (JSON object)"
              description="Values the workflow's steps read besides the vendor. Leave empty when there are none."
              error={errors.extra}
            >
              <Textarea
                rows={4}
                className="font-mono"
                value={extra}
                onChange={(event) => setExtra(event.target.value)}
              />
            </FormField>
          </details>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.form}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";
import { useToast } from "@/components/ui/toast";
import { type Assessment, useAssessmentActions } from "@/lib/web/hooks/assessments";
import { canApprove, canReopen, reopenLabel } from "./model";

// The dialogs (react-hook-form, the user picker, Radix) load with the first one opened.
const loadDialogs = () => import("./assessment-dialogs");
const EditAssessmentDialog = lazyComponent(() => loadDialogs().then((module) => module.EditAssessmentDialog));
const ArchiveAssessmentDialog = lazyComponent(() => loadDialogs().then((module) => module.ArchiveAssessmentDialog));
const ReopenAssessmentDialog = lazyComponent(() => loadDialogs().then((module) => module.ReopenAssessmentDialog));

/** Approve (in review), reopen or re-run, edit and archive; an archived assessment offers none. */
export function AssessmentActions({ assessment }: { assessment: Assessment }) {
  const actions = useAssessmentActions(assessment.id);
  const { toast } = useToast();
  const [approving, setApproving] = useState(false);
  if (assessment.is_archived) {
    return null;
  }

  const approve = async () => {
    setApproving(true);
    try {
      await actions.approve();
      toast({ title: "Assessment approved", description: assessment.name, variant: "success" });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Something went wrong.";
      toast({ title: "Couldn't approve the assessment", description: message, variant: "error" });
    } finally {
      setApproving(false);
    }
  };

  return (
    <>
      {canApprove(assessment) ? (
        <Button onClick={() => void approve()} loading={approving}>
          Approve
        </Button>
      ) : null}
      {canReopen(assessment) ? (
        <DialogButton
          label={reopenLabel(assessment.status)}
          variant="secondary"
          dialog={ReopenAssessmentDialog}
          dialogProps={{
            name: assessment.name,
            onConfirm: actions.reopen,
            actionLabel: reopenLabel(assessment.status),
          }}
        />
      ) : null}
      <DialogButton
        label="Edit"
        variant="secondary"
        dialog={EditAssessmentDialog}
        dialogProps={{ assessment, onSave: actions.update }}
      />
      <DialogButton
        label="Archive"
        variant="secondary"
        dialog={ArchiveAssessmentDialog}
        dialogProps={{ name: assessment.name, onConfirm: actions.archive }}
      />
    </>
  );
}

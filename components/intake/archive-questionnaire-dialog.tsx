"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useArchiveQuestionnaire } from "@/lib/web/hooks/intake";
import type { Questionnaire } from "@/lib/web/intake";

export interface ArchiveQuestionnaireDialogProps {
  questionnaire: Questionnaire | null;
  /** It is the organization's last active questionnaire: archiving it turns intake off. */
  isLast: boolean;
  onOpenChange: (open: boolean) => void;
  onArchived: (questionnaire: Questionnaire) => void;
}

export function ArchiveQuestionnaireDialog({
  questionnaire,
  isLast,
  onOpenChange,
  onArchived,
}: ArchiveQuestionnaireDialogProps) {
  const archive = useArchiveQuestionnaire();
  return (
    <ConfirmDialog
      open={questionnaire !== null}
      onOpenChange={onOpenChange}
      title={questionnaire ? `Archive ${questionnaire.name}?` : "Archive questionnaire?"}
      description={
        isLast
          ? "This is the last questionnaire: archiving the last questionnaire disables intake. No one can file a vendor request until an admin adds a questionnaire."
          : "New requests can no longer choose it. Requests already filed keep their questions and answers."
      }
      confirmLabel="Archive questionnaire"
      variant="danger"
      onConfirm={async () => {
        if (questionnaire) {
          await archive.mutateAsync(questionnaire.id);
          onArchived(questionnaire);
        }
      }}
    />
  );
}

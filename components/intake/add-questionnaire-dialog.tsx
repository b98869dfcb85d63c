"use client";

import { useRouter } from "next/navigation";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { questionnaireHref } from "./model";
import { QuestionnaireEditor } from "./questionnaire-editor";

export interface AddQuestionnaireDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add questionnaire": the questionnaire editor in a dialog; the new questionnaire's page opens once added. */
export function AddQuestionnaireDialog({ open, onOpenChange }: AddQuestionnaireDialogProps) {
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add questionnaire"
        description="Its questions are answered from each vendor request that chooses it."
        size="xl"
      >
        {open ? (
          <QuestionnaireEditor
            questionnaire={null}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              router.push(questionnaireHref(saved.id));
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

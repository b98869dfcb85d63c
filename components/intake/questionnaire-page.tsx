"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { useQuestionnaire } from "@/lib/web/hooks/intake";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { formatCount, questionnaireTypeLabel } from "./model";
import { QuestionnaireView } from "./questionnaire-view";

// The editor and its form library load on the first "Edit questionnaire", not with the page.
const QuestionnaireEditor = lazyComponent(() =>
  import("./questionnaire-editor").then((module) => module.QuestionnaireEditor),
);

const backLink = (
  <Link href="/settings/intake" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Intake questionnaires
  </Link>
);

/**
 * One questionnaire: its questions, read-only until an admin opens the editor in their place.
 * Archived questionnaires stay readable (old requests were answered with them) and can't be changed.
 */
export function QuestionnairePage({ questionnaireId }: { questionnaireId: string }) {
  const whoami = useWhoAmI();
  const questionnaire = useQuestionnaire(questionnaireId);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useRecordTitle(questionnaire.data?.name);
  // Back on the button that opened the editor once the questions show again.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  if (questionnaire.isPending || whoami.isPending) {
    return <LoadingState label="Loading the questionnaire…" />;
  }
  if (questionnaire.isError || whoami.isError) {
    const error = questionnaire.error ?? whoami.error;
    return (
      <RecordLoadError
        error={error}
        eyebrow={backLink}
        title="Questionnaire"
        noun="questionnaire"
        back={{ href: "/settings/intake", label: "questionnaires" }}
        onRetry={() => void (questionnaire.isError ? questionnaire.refetch() : whoami.refetch())}
      />
    );
  }

  const current = questionnaire.data;
  const editable = isAdmin(whoami.data) && !current.is_archived;
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  let note: string | null = null;
  if (current.is_archived) {
    note = "Archived: it can't be changed, and new requests can't choose it.";
  } else if (!editable) {
    note = "Only admins can change it.";
  }
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={current.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge>{questionnaireTypeLabel(current.type)}</Badge>
            {current.is_archived ? <Badge variant="warning">Archived</Badge> : null}
            <span>{formatCount(current.question_count)} questions</span>
            {note ? <span>{note}</span> : null}
          </span>
        }
        actions={
          editable && !editing ? (
            <Button
              ref={editButton}
              onClick={() => setEditing(true)}
              onMouseEnter={QuestionnaireEditor.preload}
              onFocus={QuestionnaireEditor.preload}
            >
              Edit questionnaire
            </Button>
          ) : null
        }
      />
      {editing && editable ? (
        <QuestionnaireEditor questionnaire={current} onCancel={close} onSaved={close} />
      ) : (
        <QuestionnaireView questionnaire={current} />
      )}
    </>
  );
}

"use client";

import Link from "next/link";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { RecordTable } from "@/components/ui/record-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { useQuestionnaires } from "@/lib/web/hooks/intake";
import type { Questionnaire } from "@/lib/web/intake";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { formatCount, questionnaireHref, questionnaireTypeLabel } from "./model";

// The dialogs (and the editor's form library) load when first opened.
const AddQuestionnaireDialog = lazyComponent(() =>
  import("./add-questionnaire-dialog").then((module) => module.AddQuestionnaireDialog),
);
const ArchiveQuestionnaireDialog = lazyComponent(() =>
  import("./archive-questionnaire-dialog").then((module) => module.ArchiveQuestionnaireDialog),
);

const linkClass = `rounded font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;
const HEADINGS = ["Name", "Type", "Questions", "Updated"] as const;
const DESCRIPTION =
  "The questions intake answers from a vendor request's text. A request answers the questionnaires chosen when it is filed.";

/** The questionnaires as a plain table; admins get an Archive button on each row. */
function QuestionnaireTable({
  rows,
  onArchive,
}: {
  rows: Questionnaire[];
  onArchive?: (questionnaire: Questionnaire) => void;
}) {
  return (
    <RecordTable caption="Intake questionnaires" headings={HEADINGS}>
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800">
          <td className="py-2.5 pr-3">
            <Link href={questionnaireHref(row.id)} className={linkClass}>
              {row.name}
            </Link>
          </td>
          <td className="py-2.5 pr-3">{questionnaireTypeLabel(row.type)}</td>
          <td className="py-2.5 pr-3 tabular-nums">{formatCount(row.question_count)}</td>
          <td className="whitespace-nowrap py-2.5 pr-3">
            <Time value={row.updated_at} />
          </td>
          <td className="py-2.5 text-right">
            {onArchive ? (
              <Button size="sm" variant="secondary" onClick={() => onArchive(row)}>
                Archive<VisuallyHidden> {row.name}</VisuallyHidden>
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

/** Settings → Intake questionnaires: every active questionnaire; admins add, edit and archive them. */
export function QuestionnaireSettings() {
  const whoami = useWhoAmI();
  const canManage = isAdmin(whoami.data);
  const questionnaires = useQuestionnaires();
  const { toast } = useToast();
  const [archiving, setArchiving] = useState<Questionnaire | null>(null);
  const archiveMounted = useOpenedOnce(archiving !== null);
  const rows = questionnaires.data?.items ?? [];

  const addButton = (label: string, variant: "primary" | "secondary") => (
    <DialogButton label={label} variant={variant} dialog={AddQuestionnaireDialog} dialogProps={{}} />
  );

  let body: ReactNode;
  if (whoami.isError || questionnaires.isError) {
    const failed = whoami.isError ? whoami : questionnaires;
    body = (
      <ErrorState
        message={failed.error?.message ?? "Something went wrong."}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (whoami.isPending || !questionnaires.data) {
    body = <LoadingState label="Loading the questionnaires…" />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        title="Intake is disabled: there is no questionnaire"
        description={
          canManage
            ? "Add a questionnaire to let procurement file vendor requests again."
            : "An admin must add a questionnaire before vendor requests can be filed."
        }
        action={canManage ? addButton("Add a questionnaire", "secondary") : undefined}
      />
    );
  } else {
    body = (
      <Card flush>
        <div className="px-4 pb-1">
          <QuestionnaireTable rows={rows} onArchive={canManage ? setArchiving : undefined} />
        </div>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title="Intake questionnaires"
        description={canManage ? DESCRIPTION : `${DESCRIPTION} Only admins can change them.`}
        actions={canManage ? addButton("Add questionnaire", "primary") : null}
      />
      {body}
      {canManage && archiveMounted ? (
        <ArchiveQuestionnaireDialog
          questionnaire={archiving}
          isLast={rows.length === 1 && rows[0]?.id === archiving?.id}
          onOpenChange={(open) => (open ? undefined : setArchiving(null))}
          onArchived={(archived) =>
            toast({ title: "Questionnaire archived", description: archived.name, variant: "success" })
          }
        />
      ) : null}
    </>
  );
}

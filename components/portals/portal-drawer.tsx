"use client";

import Link from "next/link";
import { type ReactNode, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { FormError } from "@/components/ui/form-error";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { usePortal, usePortalResponse } from "@/lib/web/hooks/portal-detail";
import { useStartAssessment } from "@/lib/web/hooks/portal-mutations";
import type { CreatedAssessment, Portal, PortalAnswer, PortalQuestion, PortalResponse } from "@/lib/web/portals";
import { useDocumentDownload } from "@/lib/web/use-document-download";
import { DueDate } from "./due-date";
import { isFinished, portalName, portalTypeLabel, progressText } from "./model";
import { PortalActionButtons, usePortalActions } from "./portal-actions";
import { PortalStateBadges } from "./state-badges";

const muted = "text-slate-600 dark:text-slate-400";
const heading = "text-sm font-semibold text-slate-900 dark:text-slate-100";
const linkClass = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

export interface PortalDrawerProps {
  portalId: string;
  /** The request as the list showed it, shown at once while the drawer reads it again. */
  initial?: Portal;
  /** The vendor's name by ID, as the list resolved it. */
  vendorName: (vendorId: string) => string | undefined;
  /** Called once when closed; the drawer hides itself at once (the list's URL follows in a transition). */
  onClose: () => void;
  /** Where focus goes on close (the request's link in its row), when it is still there. */
  returnFocus: () => boolean;
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("mt-6 first:mt-0", className)}>
      <h3 id={id} className={heading}>
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={cn("text-xs font-medium uppercase tracking-wide", muted)}>{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Facts({
  portal,
  vendor,
  response,
}: {
  portal: Portal;
  vendor: string | undefined;
  response?: PortalResponse;
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      <Fact label="Vendor">
        <Link href={`/vendors/${encodeURIComponent(portal.vendor_id)}`} className={linkClass}>
          {vendor ?? "Open the vendor"}
        </Link>
      </Fact>
      <Fact label="Type">{portalTypeLabel(portal.type)}</Fact>
      <Fact label="State">
        <PortalStateBadges portal={portal} />
      </Fact>
      <Fact label="Due">
        <DueDate value={portal.due_at} showCountdown={!isFinished(portal) && !portal.paused} />
      </Fact>
      <Fact label="Sent">
        <Time value={portal.created_at} mode="absolute" />
      </Fact>
      <Fact label="Submitted">
        <Time value={portal.submitted_at} mode="absolute" fallback="Not yet" />
      </Fact>
      <Fact label="Last vendor activity">
        <Time value={response?.last_vendor_activity_at} fallback={response ? "None yet" : "…"} />
      </Fact>
      {portal.assessment_id ? (
        <Fact label="Assessment">
          <Link href={`/assessments/${encodeURIComponent(portal.assessment_id)}`} className={linkClass}>
            Open the assessment it asks about
          </Link>
        </Fact>
      ) : null}
    </dl>
  );
}

function DocumentItem({ document }: { document: { id: string; name: string } }) {
  const { download, downloading, error } = useDocumentDownload();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1">
      <span className="min-w-0 break-all">{document.name}</span>
      <Button
        size="sm"
        variant="secondary"
        loading={downloading}
        aria-label={`Download ${document.name}`}
        onClick={() => void download(document.id)}
      >
        Download
      </Button>
      <FormError message={error} className="w-full" />
    </li>
  );
}

function Answer({ answer }: { answer: PortalAnswer }) {
  const text = answer.answer_text?.trim();
  const comment = answer.comment?.trim();
  return (
    <div className="mt-2 space-y-2">
      {text ? <p className="whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">{text}</p> : null}
      {answer.selected_options.length > 0 ? (
        <div>
          <p className={cn("text-xs font-medium", muted)}>Chosen</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {answer.selected_options.map((option) => (
              <li key={option}>
                <Badge variant="info">{option}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {comment ? (
        <div>
          <p className={cn("text-xs font-medium", muted)}>Comment</p>
          <p className="whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{comment}</p>
        </div>
      ) : null}
      {answer.documents.length > 0 ? (
        <div>
          <p className={cn("text-xs font-medium", muted)}>Files</p>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {answer.documents.map((document) => (
              <DocumentItem key={document.id} document={document} />
            ))}
          </ul>
        </div>
      ) : null}
      {!text && answer.selected_options.length === 0 && answer.documents.length === 0 ? (
        <p className={muted}>Saved without an answer.</p>
      ) : null}
      <p className={cn("text-xs", muted)}>
        Answered by <span className="break-all">{answer.answered_by}</span>, <Time value={answer.updated_at} />
      </p>
    </div>
  );
}

function QuestionItem({ question, number }: { question: PortalQuestion; number: number }) {
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900 dark:text-slate-100">
        <span className={muted}>{number}. </span>
        {question.text}
        {question.required ? <span className={cn("ml-1 text-xs font-normal", muted)}>(required)</span> : null}
      </p>
      {question.answer ? (
        <Answer answer={question.answer} />
      ) : (
        <p className={cn("mt-1 italic", muted)}>Not answered yet.</p>
      )}
    </li>
  );
}

function Answers({ response }: { response: PortalResponse }) {
  if (response.sections.length === 0) {
    return <p className={muted}>This request asks no questions.</p>;
  }
  return (
    <div className="space-y-4">
      {response.sections.map((section) => {
        const answered = section.questions.filter((question) => question.answer !== null).length;
        return (
          <section
            key={section.key}
            aria-label={`Section: ${section.title}`}
            className="rounded-md border border-slate-200 px-3 dark:border-slate-800"
          >
            <h4 className="border-b border-slate-200 py-2 font-semibold text-slate-900 dark:border-slate-800 dark:text-slate-100">
              {section.title}{" "}
              <span className={cn("text-xs font-normal", muted)}>
                ({progressText(answered, section.questions.length)})
              </span>
            </h4>
            <ol className="divide-y divide-slate-200 dark:divide-slate-800">
              {section.questions.map((question, index) => (
                <QuestionItem key={question.id} question={question} number={index + 1} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function Invitees({ response }: { response: PortalResponse }) {
  if (response.invitees.length === 0) {
    return <p className={muted}>The recipient has not handed any section to a colleague.</p>;
  }
  const titleOf = (key: string | null) =>
    key === null ? "Every section" : (response.sections.find((section) => section.key === key)?.title ?? "A section");
  return (
    <ul className="space-y-1">
      {response.invitees.map((invitee) => (
        <li key={`${invitee.email}:${invitee.section_key ?? ""}`} className="flex flex-wrap gap-x-2">
          <span className="break-all font-medium text-slate-900 dark:text-slate-100">{invitee.email}</span>
          <span className={muted}>{titleOf(invitee.section_key)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Start an assessment from this submission": the answers and files become its evidence. */
function StartAssessment({ portal }: { portal: Portal }) {
  const { toast } = useToast();
  const start = useStartAssessment(portal.id);
  // One key per drawer: a repeated click (a lost answer) gets the same assessment back.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<CreatedAssessment | null>(null);
  const hintId = useId();
  const submitted = portal.submitted_at !== null;
  const href = created ? `/assessments/${encodeURIComponent(created.id)}` : "";
  return (
    <div className="space-y-2">
      <p id={hintId} className={muted}>
        {submitted
          ? "The submitted answers and every uploaded file become the supporting documents of a new assessment of the vendor."
          : "Available once the vendor submits the request."}
      </p>
      <Button
        variant="primary"
        disabled={!submitted}
        loading={start.isPending}
        aria-describedby={hintId}
        onClick={() =>
          start.mutate(idempotencyKey, {
            onSuccess: (assessment) => {
              setCreated(assessment);
              toast({ title: "Assessment started", description: assessment.name, variant: "success" });
            },
          })
        }
      >
        Start an assessment from this submission
      </Button>
      <div role="status" className="min-h-5">
        {created ? (
          <p>
            Assessment started:{" "}
            <Link href={href} className={linkClass}>
              Open the assessment “{created.name}”
            </Link>
          </p>
        ) : null}
      </div>
      {start.isError ? <FormError message={start.error.message} /> : null}
    </div>
  );
}

/** A request's detail: its facts, link, actions, invitees and every answer by section. */
export function PortalDrawer({ portalId, initial, vendorName, onClose, returnFocus }: PortalDrawerProps) {
  const portal = usePortal(portalId, initial);
  const response = usePortalResponse(portalId);
  const actions = usePortalActions(vendorName);
  // Closing hides the drawer at once; the URL follows (router.replace runs in a transition), and
  // the list renders it again, keyed by the request, only for another request.
  const [closed, setClosed] = useState(false);
  const data = portal.data;
  const vendor = data ? vendorName(data.vendor_id) : undefined;

  let body: ReactNode;
  if (portal.isError && !data) {
    body = (
      <ErrorState
        title="Couldn't load this request"
        message={portal.error.message}
        onRetry={() => void portal.refetch()}
        retrying={portal.isFetching}
      />
    );
  } else if (!data) {
    body = <LoadingState label="Loading the request…" />;
  } else {
    let answers: ReactNode;
    if (response.isError) {
      answers = (
        <ErrorState
          title="Couldn't load the answers"
          message={response.error.message}
          onRetry={() => void response.refetch()}
          retrying={response.isFetching}
        />
      );
    } else if (!response.data) {
      answers = <LoadingState variant="skeleton" rows={4} label="Loading the answers…" />;
    }
    const progress = response.data?.progress;
    body = (
      <>
        <Section title="Request">
          <Facts portal={data} vendor={vendor} response={response.data} />
          {progress ? (
            <ProgressBar
              className="mt-4"
              label="Answer progress"
              value={progress.answered}
              max={progress.total}
              text={progressText(progress.answered, progress.total)}
              suffix={
                progress.required_unanswered > 0
                  ? `(${progress.required_unanswered} required still unanswered)`
                  : undefined
              }
            />
          ) : null}
        </Section>
        <Section title="Link">
          <p className={cn("mb-1", muted)}>
            The vendor signs in at this link with the recipient's email address (or an invited colleague's).
          </p>
          <div className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
            <span className="min-w-0 flex-1 break-all font-mono text-xs">{data.url}</span>
            <CopyButton value={data.url} label="Copy link">
              Copy link
            </CopyButton>
          </div>
        </Section>
        <Section title="Actions">
          <PortalActionButtons portal={data} actions={actions} size="md" />
          {actions.dialogs}
        </Section>
        <Section title="Assessment">
          <StartAssessment portal={data} />
        </Section>
        {response.data ? (
          <>
            <Section title="Invitees">
              <Invitees response={response.data} />
            </Section>
            <Section title="Answers">
              <Answers response={response.data} />
            </Section>
          </>
        ) : (
          <Section title="Answers">{answers}</Section>
        )}
      </>
    );
  }

  if (closed) {
    return null;
  }
  const title = data ? portalName(data) : "Request";
  const close = () => {
    setClosed(true);
    onClose();
  };
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : close())}>
      <DrawerContent
        size="xl"
        title={title}
        description={data ? `${portalTypeLabel(data.type)}${vendor ? ` for ${vendor}` : ""}` : undefined}
        onCloseAutoFocus={(event) => {
          if (returnFocus()) {
            event.preventDefault();
          }
        }}
      >
        {body}
      </DrawerContent>
    </Drawer>
  );
}

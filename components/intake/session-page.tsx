"use client";

import Link from "next/link";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { DialogButton } from "@/components/ui/dialog-button";
import { useRecordTitle } from "@/components/ui/document-title";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress-bar";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useIntakeSession } from "@/lib/web/hooks/intake";
import { useVendor, vendorPath } from "@/lib/web/hooks/vendors";
import { type IntakeAnswer, type IntakeSession, isAnswering } from "@/lib/web/intake";
import { webHref } from "@/lib/web/web-link";
import { AnswerCard } from "./answer-card";
import { SessionStatusBadge } from "./badges";
import { CitationFocusProvider } from "./citation-focus";
import { EvidencePanel } from "./evidence-panel";
import { groupAnswers, progressAnnouncement, progressText } from "./model";
import { ProcurementStatus } from "./procurement-status";

// The dialog, its form library and schema load when first opened.
const CreateVendorFromRequestDialog = lazyComponent(() =>
  import("./create-vendor-dialog").then((module) => module.CreateVendorFromRequestDialog),
);

const linkClass = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
const muted = "text-slate-600 dark:text-slate-400";
const backLink = (
  <Link href="/intake" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Intake
  </Link>
);

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className={`text-sm font-medium ${muted}`}>{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** "Vendor: <name>", linking to the vendor created from the request; focused when just created. */
function VendorLink({ vendorId, fallbackName, focus }: { vendorId: string; fallbackName: string; focus: boolean }) {
  const vendor = useVendor(vendorId);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focus) {
      return;
    }
    // After the closing dialog has returned focus (to its button, gone with it).
    const timer = window.setTimeout(() => link.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [focus]);
  return (
    <p className="text-sm text-slate-900 dark:text-slate-100">
      Vendor:{" "}
      <Link ref={link} href={vendorPath(vendorId)} className={`font-medium ${linkClass}`}>
        {vendor.data?.name ?? fallbackName}
      </Link>
    </p>
  );
}

/** While the questions are answered, a bar and "7 of 15 answered"; the live region says each step and the end. */
function AnsweringProgress({ session }: { session: IntakeSession }) {
  const answering = isAnswering(session.status);
  return (
    <div className="space-y-2">
      {answering ? (
        <ProgressBar
          label="Questions answered"
          value={session.answered_count}
          max={session.question_count}
          text={progressText(session)}
        />
      ) : null}
      {/* Always mounted, so each step is announced. */}
      <p role="status" className={answering ? "sr-only" : `text-sm ${muted}`}>
        {progressAnnouncement(session)}
      </p>
    </div>
  );
}

function RequestFacts({ session }: { session: IntakeSession }) {
  const website = webHref(session.vendor_website);
  const suggestion = session.suggested_inherent_risk;
  return (
    <Card title="Request">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Procurement status">
          <ProcurementStatus session={session} />
        </Fact>
        <Fact label="Filed by">{session.filed_by.name}</Fact>
        <Fact label="Filed">
          <Time value={session.created_at} />
        </Fact>
        <Fact label="Website">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {session.vendor_website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            (session.vendor_website ?? <span className={muted}>Not given</span>)
          )}
        </Fact>
        <Fact label="Questionnaires">{session.questionnaires.map((item) => item.name).join(", ") || "—"}</Fact>
        <Fact label="Suggested inherent risk" wide>
          {suggestion ? (
            <>
              <span className="font-medium">{suggestion.risk_level_name}</span>
              {suggestion.reasons.length > 0 ? (
                <ul className={`mt-1 list-disc space-y-0.5 pl-5 ${muted}`}>
                  {suggestion.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <span className={muted}>
              {isAnswering(session.status)
                ? "Once the answers are in."
                : "None: nothing in the answers points to a level."}
            </span>
          )}
        </Fact>
      </dl>
    </Card>
  );
}

/** Which question's heading takes focus, and when it was asked (so asking again moves it again). */
interface FocusRequest {
  questionId: string;
  at: number;
}

function AnswerGroup({
  title,
  description,
  answers,
  session,
  focusQuestion,
  onSaved,
}: {
  title: string;
  description: string;
  answers: IntakeAnswer[];
  session: IntakeSession;
  focusQuestion: FocusRequest | null;
  onSaved: (questionId: string) => void;
}) {
  const names = new Map(session.questionnaires.map((item) => [item.id, item.name]));
  const several = session.questionnaires.length > 1;
  const headingId = `answers-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {title} <span className={`font-normal ${muted}`}>({answers.length})</span>
        </h2>
        <p className={`text-sm ${muted}`}>{description}</p>
      </div>
      <div className="space-y-3">
        {answers.map((answer) => (
          <AnswerCard
            key={answer.question_id}
            sessionId={session.session_id}
            answer={answer}
            questionnaireName={several ? names.get(answer.questionnaire_id) : undefined}
            focusHeading={focusQuestion?.questionId === answer.question_id ? focusQuestion.at : 0}
            onSaved={onSaved}
          />
        ))}
      </div>
    </section>
  );
}

function Answers({ session }: { session: IntakeSession }) {
  const { needsYou, rest } = groupAnswers(session.answers);
  // The question just answered by hand: it moves to the other group, and focus goes with it.
  const [focusQuestion, setFocus] = useState<FocusRequest | null>(null);
  const setFocusQuestion = (questionId: string) => setFocus({ questionId, at: Date.now() });
  return (
    <div className="min-w-0 space-y-6">
      {needsYou.length > 0 ? (
        <AnswerGroup
          title="Needs your answer"
          description="The request's text does not settle these (no or weak evidence), or they could not be answered. Answer them yourself."
          answers={needsYou}
          session={session}
          focusQuestion={focusQuestion}
          onSaved={setFocusQuestion}
        />
      ) : null}
      {rest.length > 0 ? (
        <AnswerGroup
          title={needsYou.length > 0 ? "The rest" : "Answers"}
          description={
            isAnswering(session.status)
              ? "Answers arrive as each question is decided."
              : "Grounded in the request's text, or answered by your team."
          }
          answers={rest}
          session={session}
          focusQuestion={focusQuestion}
          onSaved={setFocusQuestion}
        />
      ) : null}
    </div>
  );
}

/**
 * One vendor request: who filed it and where procurement stands, the answering's progress (polled
 * every second until it ends), the answers that need a person first, each with the passages it cites
 * (marked in the context panel on hover or focus), answers given by hand, and the vendor created from it.
 */
export function SessionPage({ sessionId }: { sessionId: string }) {
  const session = useIntakeSession(sessionId);
  const [vendorCreated, setVendorCreated] = useState(false);
  useRecordTitle(session.data?.vendor_name);

  if (session.isPending) {
    return <LoadingState label="Loading the request…" />;
  }
  if (session.isError) {
    return (
      <RecordLoadError
        error={session.error}
        eyebrow={backLink}
        title="Vendor request"
        noun="request"
        back={{ href: "/intake", label: "intake" }}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }

  const current = session.data;
  return (
    <CitationFocusProvider>
      <PageHeader
        eyebrow={backLink}
        title={current.vendor_name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <SessionStatusBadge status={current.status} />
            <span>Vendor request</span>
          </span>
        }
        actions={
          current.vendor_id ? (
            <VendorLink vendorId={current.vendor_id} fallbackName={current.vendor_name} focus={vendorCreated} />
          ) : (
            <DialogButton
              label="Create vendor from this request"
              dialog={CreateVendorFromRequestDialog}
              dialogProps={{ session: current, onCreated: () => setVendorCreated(true) }}
            />
          )
        }
      />
      <div className="space-y-6">
        <AnsweringProgress session={current} />
        <RequestFacts session={current} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
          <Answers session={current} />
          <EvidencePanel session={current} />
        </div>
      </div>
    </CitationFocusProvider>
  );
}

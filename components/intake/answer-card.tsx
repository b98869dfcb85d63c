"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { lazyComponent } from "@/components/ui/lazy";
import { Time } from "@/components/ui/time";
import type { Citation, IntakeAnswer } from "@/lib/web/intake";
import { ConfidenceBadge } from "./badges";
import { isSameCitation, useCitationFocus } from "./citation-focus";
import { answerValue, SOURCE_LABELS, shortQuote } from "./model";

// The form loads on the first "Answer it yourself" (its code starts loading on hover or focus).
const HumanAnswerForm = lazyComponent(() => import("./human-answer-form").then((module) => module.HumanAnswerForm));

const muted = "text-slate-600 dark:text-slate-400";
const label = "text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300";

/** A cited passage: hovering or focusing it marks it in the context panel; a click keeps it marked. */
function CitationButton({ citation }: { citation: Citation }) {
  const { show, hide, togglePin, pinned } = useCitationFocus();
  const isPinned = isSameCitation(pinned, citation);
  return (
    <button
      type="button"
      aria-pressed={isPinned}
      onMouseEnter={() => show(citation)}
      onMouseLeave={() => hide(citation)}
      onFocus={() => show(citation)}
      onBlur={() => hide(citation)}
      onClick={() => togglePin(citation)}
      className={cn(
        "w-full rounded-md border px-2.5 py-1.5 text-left text-sm transition-colors",
        isPinned
          ? "border-amber-500 bg-yellow-50 dark:border-amber-400 dark:bg-yellow-950"
          : "border-slate-200 bg-white hover:border-amber-400 hover:bg-yellow-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-yellow-950",
        focusRing,
      )}
    >
      <span className={`block text-xs font-medium ${muted}`}>{SOURCE_LABELS[citation.source]}</span>
      <span className="text-slate-900 dark:text-slate-100">“{shortQuote(citation.text)}”</span>
    </button>
  );
}

function MachineAnswer({ answer }: { answer: IntakeAnswer }) {
  if (answer.status === "pending") {
    return <p className={`text-sm ${muted}`}>Not answered yet.</p>;
  }
  const value = answerValue(answer);
  return value ? (
    <p className="whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100">{value}</p>
  ) : (
    <p className={`text-sm ${muted}`}>{answer.status === "failed" ? "Could not be answered." : "No answer."}</p>
  );
}

/**
 * One question and its answers: the machine's (with its confidence, reasoning and the passages it
 * cites) and, once someone gave one, the person's beside it. "Answer it yourself" opens the form in
 * place.
 */
export function AnswerCard({
  sessionId,
  answer,
  questionnaireName,
  focusHeading,
  onSaved,
}: {
  sessionId: string;
  answer: IntakeAnswer;
  /** Shown when the request answers several questionnaires. */
  questionnaireName?: string;
  /** When set (a new value each time), focus moves to the question's heading: its answer was just saved. */
  focusHeading: number;
  onSaved: (questionId: string) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [answering, setAnswering] = useState(false);
  const human = answer.human_answer;

  useEffect(() => {
    if (focusHeading > 0) {
      heading.current?.focus();
    }
  }, [focusHeading]);

  const close = () => {
    setAnswering(false);
    // Back on the button that opened the form (it renders again on the next frame).
    requestAnimationFrame(() => toggle.current?.focus());
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          {questionnaireName ? <p className={`text-xs ${muted}`}>{questionnaireName}</p> : null}
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-900 focus:outline-none dark:text-slate-100"
          >
            {answer.question_text}
          </h3>
        </div>
        <ConfidenceBadge answer={answer} />
      </div>
      <div className={cn("grid gap-3", human ? "sm:grid-cols-2" : undefined)}>
        <div className="space-y-1">
          <p className={label}>Machine's answer</p>
          <MachineAnswer answer={answer} />
        </div>
        {human ? (
          <div className="space-y-1 rounded-md border-l-4 border-blue-600 pl-3 dark:border-blue-400">
            <p className={label}>
              Answered by {human.answered_by.name}
              <span className="font-normal normal-case tracking-normal">
                {" "}
                · <Time value={human.answered_at} />
              </span>
            </p>
            <p className="whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100">
              {answerValue(human) ?? "—"}
            </p>
          </div>
        ) : null}
      </div>
      {answer.reasoning ? (
        <div className="space-y-1">
          <p className={label}>Reasoning</p>
          <p className={`whitespace-pre-line break-words text-sm ${muted}`}>{answer.reasoning}</p>
        </div>
      ) : null}
      {answer.citations.length > 0 ? (
        <div className="space-y-1">
          <p className={label} id={`${headingId}-citations`}>
            Cited passages
          </p>
          <ul aria-labelledby={`${headingId}-citations`} className="space-y-1.5">
            {answer.citations.map((citation) => (
              <li key={`${citation.source}-${citation.start}-${citation.end}`}>
                <CitationButton citation={citation} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.status === "pending" ? null : answering ? (
        <HumanAnswerForm
          sessionId={sessionId}
          answer={answer}
          onDone={close}
          onSaved={() => {
            setAnswering(false);
            onSaved(answer.question_id);
          }}
        />
      ) : (
        <Button
          ref={toggle}
          size="sm"
          variant="secondary"
          onClick={() => setAnswering(true)}
          onMouseEnter={HumanAnswerForm.preload}
          onFocus={HumanAnswerForm.preload}
        >
          {human ? "Change your team's answer" : "Answer it yourself"}
        </Button>
      )}
    </article>
  );
}

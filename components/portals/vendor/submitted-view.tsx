"use client";

import { useEffect, useRef } from "react";
import type { AnswerStore } from "./answer-store";
import { formatDateTime } from "./format";
import { ReadOnlyQuestion } from "./read-only-question";
import type { Questionnaire } from "./types";

/** A submitted request: the confirmation (right after submitting) or the submitted date, then every answer. */
export function SubmittedView({
  data,
  store,
  justSubmitted,
}: {
  data: Questionnaire;
  store: AnswerStore;
  justSubmitted: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSubmitted) {
      headingRef.current?.focus();
    }
  }, [justSubmitted]);
  const when = data.submitted_at === null ? null : formatDateTime(data.submitted_at);

  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
        <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {justSubmitted ? "Thank you: your answers were submitted" : "Submitted"}
        </h2>
        <p className="mt-1">
          {when ? `Submitted ${when}. ` : ""}
          {data.organization_name} has been told and will review the answers. They are read-only now; if something needs
          changing, {data.organization_name} can reopen the request.
        </p>
      </div>
      {data.sections.map((section) => (
        <section key={section.key} aria-labelledby={`answers-${section.key}`} className="space-y-3">
          <h2
            id={`answers-${section.key}`}
            className="break-words text-lg font-semibold text-slate-900 dark:text-slate-50"
          >
            {section.title}
          </h2>
          <ol className="space-y-3">
            {section.questions.map((question, index) => (
              <li key={question.id}>
                <ReadOnlyQuestion question={question} number={index + 1} entry={store.entry(question.id)} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

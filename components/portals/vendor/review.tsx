"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { type AnswerStore, isAnswered } from "./answer-store";
import { errorMessageOf, PortalApiError, portalFetch } from "./api";
import { sectionCounts } from "./section-nav";
import type { PortalSection, PortalState } from "./types";

interface Submitted {
  state: PortalState;
  submitted_at: number | null;
}

/**
 * The recipient's last step: every section's count, each required question still unanswered as a
 * link to it, then Submit (pending edits are saved first).
 */
export function ReviewPage({
  portalId,
  sections,
  store,
  onGo,
  onSubmitted,
  onNotOpen,
}: {
  portalId: string;
  sections: PortalSection[];
  store: AnswerStore;
  onGo: (sectionKey: string, questionId: string) => void;
  onSubmitted: (submitted: Submitted) => void;
  onNotOpen: () => void;
}) {
  useSyncExternalStore(store.subscribe, store.all, store.all);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Questions the server named as unanswered (response_incomplete). */
  const [serverMissing, setServerMissing] = useState<string[]>([]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const missingIn = (section: PortalSection) =>
    section.questions
      .map((question, index) => ({ question, number: index + 1 }))
      .filter(
        ({ question }) =>
          (question.required && !isAnswered(store.entry(question.id)?.answer)) || serverMissing.includes(question.id),
      );
  const missingCount = sections.reduce((sum, section) => sum + missingIn(section).length, 0);

  const submit = async () => {
    setError(null);
    setSubmitting(true);
    try {
      if (!(await store.flushAll())) {
        setError("Some answers couldn't be saved, so nothing was submitted. Retry saving them first.");
        return;
      }
      const submitted = await portalFetch<Submitted>(portalId, "/submit", { method: "POST" });
      onSubmitted(submitted);
    } catch (caught) {
      if (caught instanceof PortalApiError && caught.code === "response_incomplete") {
        setServerMissing(caught.questionIds);
        setError(`${caught.message} They are listed above.`);
      } else {
        setError(errorMessageOf(caught));
        if (caught instanceof PortalApiError && caught.code === "portal_not_open") {
          onNotOpen();
        }
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="space-y-5">
      <div className="space-y-1">
        <h2
          id="review-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-slate-50"
        >
          Review and submit
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {missingCount === 0
            ? "Every required question is answered. Check the summary, then submit."
            : `${missingCount} required ${missingCount === 1 ? "question is" : "questions are"} not answered yet. Answer them before you submit.`}
        </p>
      </div>
      <ol className="space-y-3">
        {sections.map((section) => {
          const counts = sectionCounts(section, store);
          const missing = missingIn(section);
          return (
            <li
              key={section.key}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="break-words font-medium text-slate-900 dark:text-slate-100">{section.title}</h3>
              <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                {counts.answered} of {counts.total} answered
                {section.handed_to.length > 0 ? ` · handed to ${section.handed_to.join(", ")}` : ""}
              </p>
              {missing.length > 0 ? (
                <>
                  <p className="mt-2 font-medium text-red-700 dark:text-red-400">Required and not answered:</p>
                  <ul className="mt-1 space-y-1">
                    {missing.map(({ question, number }) => (
                      <li key={question.id}>
                        <a
                          href={`#question-${question.id}`}
                          className="break-words text-blue-700 underline underline-offset-2 dark:text-blue-300"
                          onClick={(event) => {
                            event.preventDefault();
                            onGo(section.key, question.id);
                          }}
                        >
                          Question {number}: {question.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FormError message={error} />
      <div className="space-y-2">
        <Button loading={submitting} onClick={() => void submit()}>
          Submit
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Submitting sends every answer to the organization; the answers then become read-only.
        </p>
      </div>
    </section>
  );
}

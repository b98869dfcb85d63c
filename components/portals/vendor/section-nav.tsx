"use client";

import { useId, useSyncExternalStore } from "react";
import { cn, focusRing } from "@/components/ui/cn";
import { Select } from "@/components/ui/select";
import { type AnswerStore, isAnswered } from "./answer-store";
import type { PortalSection } from "./types";

export interface Step {
  key: string;
  title: string;
}

/** A section's answered count and whether required questions are left, from the saved answers. */
export function sectionCounts(section: PortalSection, store: AnswerStore) {
  let answered = 0;
  let requiredLeft = 0;
  for (const question of section.questions) {
    const done = isAnswered(store.entry(question.id)?.answer);
    answered += done ? 1 : 0;
    requiredLeft += question.required && !done ? 1 : 0;
  }
  return { answered, total: section.questions.length, requiredLeft };
}

/**
 * The sections (and the review step) to move between: a list beside the page on wide screens, a
 * select above it on narrow ones. Moving saves every pending edit first.
 */
export function SectionNav({
  steps,
  current,
  sections,
  store,
  busy,
  onSelect,
}: {
  steps: Step[];
  current: string;
  sections: PortalSection[];
  store: AnswerStore;
  busy: boolean;
  onSelect: (key: string) => void;
}) {
  // Re-rendered on every saved answer, for the counts.
  useSyncExternalStore(store.subscribe, store.all, store.all);
  const selectId = useId();
  const summarize = (step: Step) => {
    const section = sections.find((candidate) => candidate.key === step.key);
    if (!section) {
      return { detail: "", counts: null, readOnly: false };
    }
    const counts = sectionCounts(section, store);
    return {
      detail: `${counts.answered} of ${counts.total} answered`,
      counts,
      readOnly: !section.editable,
    };
  };

  return (
    <>
      <div className="space-y-1.5 md:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          Section
        </label>
        <Select
          id={selectId}
          value={current}
          disabled={busy}
          onChange={(event) => onSelect(event.target.value)}
          options={steps.map((step, index) => {
            const { detail, readOnly } = summarize(step);
            const extra = [detail, readOnly ? "read-only" : ""].filter(Boolean).join(", ");
            return { value: step.key, label: `${index + 1}. ${step.title}${extra ? ` (${extra})` : ""}` };
          })}
        />
      </div>
      <nav aria-label="Sections" className="hidden md:block">
        <ol className="space-y-1">
          {steps.map((step, index) => {
            const { detail, counts, readOnly } = summarize(step);
            const isCurrent = step.key === current;
            return (
              <li key={step.key}>
                <button
                  type="button"
                  aria-current={isCurrent ? "step" : undefined}
                  disabled={busy && !isCurrent}
                  onClick={() => onSelect(step.key)}
                  className={cn(
                    "flex w-full items-start gap-2 rounded-md px-2.5 py-2 text-left text-sm disabled:cursor-wait",
                    isCurrent
                      ? "bg-blue-50 text-blue-900 ring-1 ring-inset ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-800"
                      : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                    focusRing,
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="mt-px flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-semibold"
                  >
                    {counts && counts.total > 0 && counts.answered === counts.total ? "✓" : index + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block break-words font-medium">{step.title}</span>
                    {detail ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {detail}
                        {counts && counts.requiredLeft > 0 ? `, ${counts.requiredLeft} required left` : ""}
                        {readOnly ? ", read-only" : ""}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}

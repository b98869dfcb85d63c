"use client";

import { useId, useRef, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn, focusRing } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { AnswerEntry, AnswerStore } from "./answer-store";
import { Evidence } from "./evidence";
import { formatDate } from "./format";
import type { PortalQuestion } from "./types";

export const questionCardClass =
  "scroll-mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900";

/** The question's number, text, "Required" in words (never colour alone) and guidance. */
export function QuestionHeading({
  question,
  number,
  textId,
  requiredId,
  guidanceId,
}: {
  question: PortalQuestion;
  number: number;
  textId: string;
  requiredId: string;
  guidanceId: string;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Question {number}
        </span>
        {question.required ? (
          <Badge id={requiredId} variant="warning">
            Required
          </Badge>
        ) : (
          <span className="text-xs text-slate-600 dark:text-slate-400">Optional</span>
        )}
      </div>
      <h3
        id={textId}
        className="whitespace-pre-line break-words text-base font-medium text-slate-900 dark:text-slate-100"
      >
        {question.text}
      </h3>
      {question.guidance ? (
        <p id={guidanceId} className="whitespace-pre-line break-words text-sm text-slate-600 dark:text-slate-400">
          {question.guidance}
        </p>
      ) : null}
    </div>
  );
}

/** One editable question: its control, a comment, evidence files, the earlier answer offered, and its save status. */
export function QuestionCard({
  portalId,
  question,
  number,
  store,
  visitorEmail,
  onUploaded,
}: {
  portalId: string;
  question: PortalQuestion;
  number: number;
  store: AnswerStore;
  visitorEmail: string;
  onUploaded: () => void;
}) {
  const subscribe = store.subscribe;
  const entry = useSyncExternalStore(
    subscribe,
    () => store.entry(question.id),
    () => store.entry(question.id),
  );
  const id = useId();
  const textId = `${id}-text`;
  const requiredId = `${id}-required`;
  const guidanceId = `${id}-guidance`;
  const answerLabelId = `${id}-answer`;
  const commentId = `${id}-comment`;
  const cardRef = useRef<HTMLElement>(null);
  if (!entry) {
    return null;
  }
  const labelledBy = [textId, question.required ? requiredId : null].filter(Boolean).join(" ");
  const describedBy = question.guidance ? guidanceId : undefined;
  const values = entry.values;
  const edit = (patch: Partial<typeof values>, when: "debounce" | "now") => store.edit(question.id, patch, when);

  let control: React.ReactNode;
  if (question.response_type === "free_text") {
    control = (
      <div className="space-y-1.5">
        <p id={answerLabelId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Your answer
        </p>
        <Textarea
          aria-labelledby={`${textId} ${answerLabelId}`}
          aria-describedby={describedBy}
          aria-required={question.required || undefined}
          rows={4}
          maxLength={20_000}
          value={values.answer_text}
          onChange={(event) => edit({ answer_text: event.target.value }, "debounce")}
          onBlur={() => void store.flush(question.id)}
        />
      </div>
    );
  } else if (question.response_type === "single_select") {
    control = (
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-required={question.required || undefined}
        className="space-y-2"
      >
        {question.options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-900 dark:text-slate-100">
            <input
              type="radio"
              name={`${id}-options`}
              value={option}
              checked={values.selected_options[0] === option}
              onChange={() => edit({ selected_options: [option] }, "now")}
              className={cn("mt-0.5 h-4 w-4 shrink-0 accent-blue-700 dark:accent-blue-500", focusRing)}
            />
            <span className="min-w-0 break-words">{option}</span>
          </label>
        ))}
      </div>
    );
  } else {
    control = (
      <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="space-y-2">
        {question.options.map((option) => (
          <Checkbox
            key={option}
            label={<span className="break-words">{option}</span>}
            checked={values.selected_options.includes(option)}
            onChange={(event) =>
              edit(
                {
                  selected_options: question.options.filter((item) =>
                    item === option ? event.target.checked : values.selected_options.includes(item),
                  ),
                },
                "now",
              )
            }
          />
        ))}
      </fieldset>
    );
  }

  return (
    <article
      ref={cardRef}
      id={`question-${question.id}`}
      aria-labelledby={textId}
      tabIndex={-1}
      className={cn(questionCardClass, "focus:outline-none")}
    >
      <QuestionHeading
        question={question}
        number={number}
        textId={textId}
        requiredId={requiredId}
        guidanceId={guidanceId}
      />
      <EarlierAnswerNote entry={entry} store={store} cardRef={cardRef} />
      {control}
      <div className="space-y-1.5">
        <label htmlFor={commentId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          Comment <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <Textarea
          id={commentId}
          rows={2}
          maxLength={5_000}
          value={values.comment}
          onChange={(event) => edit({ comment: event.target.value }, "debounce")}
          onBlur={() => void store.flush(question.id)}
        />
      </div>
      <Evidence
        portalId={portalId}
        questionId={question.id}
        documents={entry.answer?.documents ?? []}
        onUploaded={(file) => {
          store.addDocument(question.id, { id: file.id, name: file.name }, visitorEmail);
          onUploaded();
        }}
      />
      <SaveStatus entry={entry} onRetry={() => void store.flush(question.id)} />
    </article>
  );
}

/** "From your earlier answer (date)": confirm it as it is, or edit it. */
function EarlierAnswerNote({
  entry,
  store,
  cardRef,
}: {
  entry: AnswerEntry;
  store: AnswerStore;
  cardRef: React.RefObject<HTMLElement | null>;
}) {
  if (!entry.earlier) {
    return null;
  }
  const date = formatDate(entry.earlier.answered_at);
  if (entry.reuse === "editing") {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Started from your earlier answer ({date}); your changes save as you go.
      </p>
    );
  }
  if (entry.reuse !== "offered") {
    return null;
  }
  return (
    <div className="space-y-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950">
      <p className="font-medium text-blue-950 dark:text-blue-100">From your earlier answer ({date})</p>
      <p className="text-blue-950 dark:text-blue-100">
        The fields below show what you answered last time. It counts once you confirm it is still accurate.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void store.acceptEarlier(entry.questionId)}>
          Still accurate — use it
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            store.editEarlier(entry.questionId);
            cardRef.current?.querySelector<HTMLElement>("textarea, input")?.focus();
          }}
        >
          Edit instead
        </Button>
      </div>
    </div>
  );
}

/** Saving…, Saved, or what went wrong with a Retry; announced politely. */
function SaveStatus({ entry, onRetry }: { entry: AnswerEntry; onRetry: () => void }) {
  const save = entry.save;
  let text = "";
  if (save.kind === "saving") {
    text = "Saving…";
  } else if (save.kind === "saved") {
    text = "Saved";
  } else if (save.kind === "error") {
    text = `Not saved: ${save.message} Your edits are kept on this page.`;
  }
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p
        role="status"
        className={cn(
          "flex min-w-0 items-center gap-1.5 break-words",
          save.kind === "error" ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400",
        )}
      >
        {save.kind === "saving" ? <Spinner size="sm" /> : null}
        {save.kind === "saved" ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            className="h-4 w-4 text-green-700 dark:text-green-400"
          >
            <path d="M5 10.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : null}
        <span>{text}</span>
      </p>
      {save.kind === "error" ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

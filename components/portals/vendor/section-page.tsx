"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import type { AnswerStore } from "./answer-store";
import type { HandOverDialogProps } from "./hand-over-dialog";
import { QuestionCard } from "./question-card";
import { ReadOnlyQuestion } from "./read-only-question";
import type { PortalSection, Visitor } from "./types";

// Opened by few visitors: its code (and the dialog library's) loads on first hover, focus or click.
const HandOverDialog = lazyComponent<HandOverDialogProps>(() =>
  import("./hand-over-dialog").then((module) => module.HandOverDialog),
);

/** Moves focus to a question (from the review's links), else to the section's heading. */
function useFocusOnArrival(focusQuestion: string | null) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const question = focusQuestion ? document.getElementById(`question-${focusQuestion}`) : null;
    if (question) {
      question.scrollIntoView({ block: "start" });
      const control = question.querySelector<HTMLElement>("textarea, input:not([type=file]), button");
      (control ?? question).focus();
      return;
    }
    headingRef.current?.focus();
  }, [focusQuestion]);
  return headingRef;
}

/** One section of the questionnaire: its questions, editable or read-only, and the recipient's hand-over. */
export function SectionPage({
  portalId,
  section,
  position,
  count,
  store,
  visitor,
  locked,
  focusQuestion,
  onUploaded,
  onHandedOver,
}: {
  portalId: string;
  section: PortalSection;
  position: number;
  count: number;
  store: AnswerStore;
  visitor: Visitor;
  /** Paused, submitted or closed: nothing can change. */
  locked: boolean;
  focusQuestion: string | null;
  onUploaded: () => void;
  onHandedOver: (email: string) => void;
}) {
  const headingRef = useFocusOnArrival(focusQuestion);
  const editable = section.editable && !locked;
  const isRecipient = visitor.section_key === null;
  const entries = useSyncExternalStore(store.subscribe, store.all, store.all);
  const offered = section.questions.filter(
    (question) => entries.find((entry) => entry.questionId === question.id)?.reuse === "offered",
  );
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const confirmAll = async () => {
    setConfirming(true);
    const results = await Promise.all(offered.map((question) => store.acceptEarlier(question.id)));
    setConfirming(false);
    const saved = results.filter(Boolean).length;
    setConfirmed(
      saved === results.length
        ? `${saved} earlier ${saved === 1 ? "answer" : "answers"} confirmed and saved.`
        : `${saved} of ${results.length} earlier answers saved; the others show what went wrong.`,
    );
  };

  return (
    <section aria-labelledby={`section-${section.key}`} className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Step {position} of {count}
        </p>
        <h2
          id={`section-${section.key}`}
          ref={headingRef}
          tabIndex={-1}
          className="break-words text-xl font-semibold text-slate-900 focus:outline-none dark:text-slate-50"
        >
          {section.title}
        </h2>
        {!section.editable ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            Read-only: this section was not handed to you, so you can read its answers but not change them.
          </p>
        ) : null}
      </div>

      {isRecipient && !locked ? (
        <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <p className="min-w-0 break-words text-slate-700 dark:text-slate-300">
            {section.handed_to.length > 0
              ? `Handed to ${section.handed_to.join(", ")}. You can still change its answers.`
              : "Someone else knows these answers better? Hand the section to a colleague at your company."}
          </p>
          <HandOverButton
            portalId={portalId}
            section={section}
            recipientEmail={visitor.email}
            onHandedOver={onHandedOver}
          />
        </div>
      ) : null}

      {editable && offered.length > 0 ? (
        <div className="space-y-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950">
          <p className="text-blue-950 dark:text-blue-100">
            {offered.length === 1
              ? "1 question is prefilled from your earlier answers."
              : `${offered.length} questions are prefilled from your earlier answers.`}{" "}
            Check them, then confirm each one or all at once.
          </p>
          <Button
            size="sm"
            className="h-auto min-h-8 whitespace-normal py-1 text-left"
            loading={confirming}
            onClick={() => void confirmAll()}
          >
            Confirm all earlier answers in this section
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {confirmed}
      </p>

      <ol className="space-y-4">
        {section.questions.map((question, index) => (
          <li key={question.id}>
            {editable ? (
              <QuestionCard
                portalId={portalId}
                question={question}
                number={index + 1}
                store={store}
                visitorEmail={visitor.email}
                onUploaded={onUploaded}
              />
            ) : (
              <ReadOnlyQuestion question={question} number={index + 1} entry={store.entry(question.id)} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Opens the lazily loaded hand-over dialog; closing it returns focus here. */
function HandOverButton(props: Omit<HandOverDialogProps, "open" | "onOpenChange" | "returnFocusRef">) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
        onClick={() => setOpen(true)}
        onMouseEnter={HandOverDialog.preload}
        onFocus={HandOverDialog.preload}
      >
        Hand this section to a colleague
      </Button>
      {mounted ? <HandOverDialog {...props} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} /> : null}
    </>
  );
}

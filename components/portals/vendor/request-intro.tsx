"use client";

import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatFromNow, requestName, stateOf, typeName } from "./format";
import { SignInForm } from "./sign-in-form";
import type { RequestIntro, Visitor } from "./types";

export const panelClass =
  "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

/** The request as anyone holding the link sees it: who asks, what, by when, and the sign-in form. */
export function RequestIntroView({
  intro,
  notice,
  onCodeSent,
  onSignedIn,
  onChanged,
}: {
  intro: RequestIntro;
  notice: string | null;
  onCodeSent: () => void;
  onSignedIn: (visitor: Visitor) => void;
  onChanged: () => void;
}) {
  const state = stateOf(intro);
  const questionCount = intro.sections.reduce((sum, section) => sum + section.question_count, 0);
  const canSignIn = intro.state !== "closed" && !intro.paused;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) {
      noticeRef.current?.focus();
    }
  }, [notice]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-900 focus:outline-none dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
        >
          {notice}
        </p>
      ) : null}
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {intro.organization_name} asks you to answer
        </p>
        <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
          {requestName(intro)}
        </h1>
      </header>

      <section aria-labelledby="request-about" className={panelClass}>
        <h2 id="request-about" className="sr-only">
          About this request
        </h2>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-medium text-slate-700 dark:text-slate-300">Requested by</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{intro.organization_name}</dd>
          <dt className="font-medium text-slate-700 dark:text-slate-300">What</dt>
          <dd className="text-slate-900 dark:text-slate-100">{typeName(intro.type)}</dd>
          <dt className="font-medium text-slate-700 dark:text-slate-300">Due</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {intro.due_at === null ? (
              "No due date"
            ) : (
              <>
                <time dateTime={new Date(intro.due_at * 1000).toISOString()}>{formatDate(intro.due_at)}</time>
                <span className="text-slate-600 dark:text-slate-400"> ({formatFromNow(intro.due_at)})</span>
              </>
            )}
          </dd>
          <dt className="font-medium text-slate-700 dark:text-slate-300">State</dt>
          <dd className="space-y-1 text-slate-900 dark:text-slate-100">
            <Badge variant={state.tone}>{state.label}</Badge>
            <p className="text-slate-700 dark:text-slate-300">{state.explanation}</p>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="request-sections" className={panelClass}>
        <h2 id="request-sections" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          What it asks
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {questionCount === 1 ? "1 question" : `${questionCount} questions`} in{" "}
          {intro.sections.length === 1 ? "1 section" : `${intro.sections.length} sections`}. Your answers save as you
          type, so you can stop and come back.
        </p>
        {intro.sections.length > 0 ? (
          <ol className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {intro.sections.map((section, index) => (
              <li key={section.key} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                  <span className="text-slate-600 dark:text-slate-400">{index + 1}.</span> {section.title}
                </span>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">
                  {section.question_count === 1 ? "1 question" : `${section.question_count} questions`}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section aria-labelledby="request-sign-in" className={panelClass}>
        <h2 id="request-sign-in" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {intro.state === "submitted" ? "Sign in to read the answers" : "Sign in to answer"}
        </h2>
        {canSignIn ? (
          <SignInForm portalId={intro.id} onCodeSent={onCodeSent} onSignedIn={onSignedIn} onNotOpen={onChanged} />
        ) : (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {intro.state === "closed"
              ? "Signing in is no longer possible: the request is closed."
              : `Signing in is not possible while the request is paused. Try again once ${intro.organization_name} resumes it, or contact them.`}
          </p>
        )}
      </section>
    </div>
  );
}

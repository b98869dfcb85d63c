"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorCodeOf } from "@/lib/web/error-message";
import { AnswerStore, sessionDrafts } from "./answer-store";
import { errorMessageOf, PortalApiError, portalFetch } from "./api";
import { formatDate, requestName, stateOf } from "./format";
import { ReviewPage } from "./review";
import { SectionNav, type Step } from "./section-nav";
import { SectionPage } from "./section-page";
import { SubmittedView } from "./submitted-view";
import type { PortalSection, Questionnaire, SavedAnswer, Visitor } from "./types";

type Loaded =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; data: Questionnaire; store: AnswerStore; version: number };

const REVIEW = "review";
const hashKey = () => decodeURIComponent(window.location.hash.replace(/^#section=/, "").replace(/^#/, ""));

/** The signed-in visitor's questionnaire: one page per section, autosaved answers, review and submit. */
export function QuestionnaireView({
  portalId,
  visitor,
  onSignedOut,
  onSignInRequired,
}: {
  portalId: string;
  visitor: Visitor;
  onSignedOut: (message: string) => void;
  onSignInRequired: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  // The latest callback, for the store created once per load.
  const signInRequired = useRef(onSignInRequired);
  signInRequired.current = onSignInRequired;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await portalFetch<Questionnaire>(portalId, "/questionnaire", { signal });
        const store = new AnswerStore(data, {
          save: (questionId, body, keepalive) =>
            portalFetch<SavedAnswer>(portalId, `/answers/${encodeURIComponent(questionId)}`, {
              method: "PUT",
              body,
              keepalive,
            }),
          drafts: sessionDrafts(portalId),
          onSignInRequired: () => signInRequired.current(),
          describeError: errorMessageOf,
          errorCodeOf: (error) => (error instanceof PortalApiError ? error.code : undefined),
        });
        setLoaded((current) => ({
          kind: "ready",
          data,
          store,
          version: current.kind === "ready" ? current.version + 1 : 0,
        }));
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        if (error instanceof PortalApiError && errorCodeOf(error.body) === "portal_sign_in_required") {
          signInRequired.current();
          return;
        }
        setLoaded({ kind: "error", message: errorMessageOf(error) });
      }
    },
    [portalId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (loaded.kind === "loading") {
    return <LoadingState label="Loading your questionnaire…" />;
  }
  if (loaded.kind === "error") {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">Questionnaire</h1>
        <ErrorState
          title="Couldn't load the questionnaire"
          message={loaded.message}
          onRetry={() => {
            setLoaded({ kind: "loading" });
            void load();
          }}
        />
      </div>
    );
  }
  return (
    <ReadyQuestionnaire
      key={loaded.version}
      portalId={portalId}
      visitor={visitor}
      initial={loaded.data}
      store={loaded.store}
      onSignedOut={onSignedOut}
      onReload={() => void load()}
    />
  );
}

function ReadyQuestionnaire({
  portalId,
  visitor,
  initial,
  store,
  onSignedOut,
  onReload,
}: {
  portalId: string;
  visitor: Visitor;
  initial: Questionnaire;
  store: AnswerStore;
  onSignedOut: (message: string) => void;
  onReload: () => void;
}) {
  const [data, setData] = useState(initial);
  const isRecipient = visitor.section_key === null;
  const locked = data.state === "submitted" || data.state === "closed" || data.paused;
  const steps: Step[] = [
    ...data.sections.map((section) => ({ key: section.key, title: section.title })),
    ...(isRecipient && !locked ? [{ key: REVIEW, title: "Review and submit" }] : []),
  ];
  const [stepKey, setStepKey] = useState(() => {
    const fromHash = typeof window === "undefined" ? "" : hashKey();
    const fallback = data.sections.find((section) => section.editable)?.key ?? steps[0]?.key ?? REVIEW;
    return steps.some((step) => step.key === fromHash) ? fromHash : fallback;
  });
  const [moving, setMoving] = useState(false);
  const [focusQuestion, setFocusQuestion] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const progress = useSyncExternalStore(store.subscribe, store.getProgress, store.getProgress);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Saves what is typed when the page is hidden or closed; keepalive lets the request outlive the page.
  useEffect(() => {
    store.resumeDrafts();
    const onHide = () => {
      if (document.visibilityState === "hidden") {
        void store.flushAll({ keepalive: true });
      }
    };
    const onPageHide = () => void store.flushAll({ keepalive: true });
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      store.flushTimers();
    };
  }, [store]);

  useEffect(() => {
    window.history.replaceState(window.history.state, "", `#section=${encodeURIComponent(stepKey)}`);
  }, [stepKey]);

  /** Every pending edit saved first; a failure stays shown on its question (and in the banner). */
  const goTo = async (key: string, questionId: string | null = null) => {
    setMoving(true);
    try {
      await store.flushAll();
    } finally {
      setMoving(false);
    }
    setFocusQuestion(questionId);
    // The review and the sections others answer show what colleagues saved meanwhile: read the
    // request again (the step stays in the URL's hash, unsaved edits in the drafts).
    if (key === REVIEW || !data.sections.some((section) => section.key === key && section.editable)) {
      window.history.replaceState(window.history.state, "", `#section=${encodeURIComponent(key)}`);
      onReload();
      return;
    }
    setStepKey(key);
  };

  const signOut = async () => {
    setSigningOut(true);
    await store.flushAll();
    try {
      await portalFetch(portalId, "/sign-out", { method: "POST" });
      // The next visitor in this tab starts on their own first section.
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      onSignedOut("You signed out. Your saved answers stay with the request.");
    } catch (error) {
      onSignedOut(`Signing out may not have finished: ${errorMessageOf(error)}`);
    }
  };

  const refreshProgress = useRef<Promise<void> | null>(null);
  const onUploaded = () => {
    // A file counts as an answer: the progress is read again (once for several parallel uploads).
    refreshProgress.current ??= portalFetch<Questionnaire>(portalId, "/questionnaire")
      .then((fresh) => store.setProgress(fresh.progress))
      .catch(() => undefined)
      .finally(() => {
        refreshProgress.current = null;
      });
  };

  const state = stateOf(data);
  const stepIndex = Math.max(
    0,
    steps.findIndex((step) => step.key === stepKey),
  );
  const section = data.sections.find((candidate) => candidate.key === stepKey);
  const neighbour = (offset: number) => steps[stepIndex + offset];

  return (
    <div className="space-y-6">
      <header className="space-y-4 border-b border-slate-200 pb-5 dark:border-slate-800">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="break-words text-sm font-medium text-slate-700 dark:text-slate-300">
              Request from {data.organization_name}
            </p>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="break-words text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none dark:text-slate-50"
            >
              {requestName(data)}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Badge variant={state.tone}>{state.label}</Badge>
              {data.due_at !== null ? <span>Due {formatDate(data.due_at)}</span> : null}
            </p>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:justify-end">
            <p className="min-w-0 text-slate-700 dark:text-slate-300">
              Signed in as{" "}
              <span className="break-all font-medium text-slate-900 dark:text-slate-100">{visitor.email}</span>
            </p>
            <Button variant="secondary" size="sm" loading={signingOut} onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
        <ProgressBar
          label="Answered questions"
          value={progress.answered}
          max={progress.total}
          text={`${progress.answered} of ${progress.total} answered`}
          suffix={
            progress.required_unanswered > 0
              ? `· ${progress.required_unanswered} required ${progress.required_unanswered === 1 ? "question" : "questions"} to go`
              : undefined
          }
        />
        {isRecipient ? null : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You answer the section handed to you; the other sections are shown read-only. Your answers save as you type,
            and the person who handed the section to you submits the request.
          </p>
        )}
      </header>

      {locked && data.state !== "submitted" ? <LockedNotice explanation={state.explanation} /> : null}
      <UnsavedBanner store={store} sections={data.sections} onGo={(key, id) => void goTo(key, id)} />

      {justSubmitted || data.state === "submitted" ? (
        <SubmittedView data={data} store={store} justSubmitted={justSubmitted} />
      ) : (
        <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
          <SectionNav
            steps={steps}
            current={stepKey}
            sections={data.sections}
            store={store}
            busy={moving}
            onSelect={(key) => void goTo(key)}
          />
          <div className="mt-6 min-w-0 md:mt-0">
            {section ? (
              <SectionPage
                key={section.key}
                portalId={portalId}
                section={section}
                position={stepIndex + 1}
                count={steps.length}
                store={store}
                visitor={visitor}
                locked={locked}
                focusQuestion={focusQuestion}
                onUploaded={onUploaded}
                onHandedOver={(email) =>
                  setData((current) => ({
                    ...current,
                    sections: current.sections.map((candidate) =>
                      candidate.key === section.key
                        ? { ...candidate, handed_to: [...new Set([...candidate.handed_to, email])] }
                        : candidate,
                    ),
                  }))
                }
              />
            ) : (
              <ReviewPage
                portalId={portalId}
                sections={data.sections}
                store={store}
                onGo={(key, id) => void goTo(key, id)}
                onSubmitted={(submitted) => {
                  setData((current) => ({ ...current, ...submitted }));
                  setJustSubmitted(true);
                }}
                onNotOpen={onReload}
              />
            )}
            <nav
              aria-label="Previous and next section"
              className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-between"
            >
              {neighbour(-1) ? (
                <Button
                  variant="secondary"
                  className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
                  disabled={moving}
                  onClick={() => void goTo(neighbour(-1)?.key ?? REVIEW)}
                >
                  <span aria-hidden="true">←</span> Previous: {neighbour(-1)?.title}
                </Button>
              ) : (
                <span />
              )}
              {neighbour(1) ? (
                <Button
                  className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
                  loading={moving}
                  onClick={() => void goTo(neighbour(1)?.key ?? REVIEW)}
                >
                  Next: {neighbour(1)?.title} <span aria-hidden="true">→</span>
                </Button>
              ) : null}
            </nav>
          </div>
        </div>
      )}
    </div>
  );
}

/** Paused or closed while signed in: the answers can be read, not changed. */
function LockedNotice({ explanation }: { explanation: string }) {
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{explanation}</p>
      <p className="mt-1">The answers below are read-only for now.</p>
    </div>
  );
}

/** Answers whose save failed: named with a link, since they may be on another section's page. */
function UnsavedBanner({
  store,
  sections,
  onGo,
}: {
  store: AnswerStore;
  sections: PortalSection[];
  onGo: (sectionKey: string, questionId: string) => void;
}) {
  const entries = useSyncExternalStore(
    store.subscribe,
    () => store.all(),
    () => store.all(),
  );
  const failed = entries.filter((entry) => entry.save.kind === "error");
  const [retrying, setRetrying] = useState(false);
  if (failed.length === 0) {
    return null;
  }
  const where = (questionId: string) => {
    for (const section of sections) {
      const index = section.questions.findIndex((question) => question.id === questionId);
      if (index >= 0) {
        return { section, index, question: section.questions[index] };
      }
    }
    return null;
  };
  return (
    <div className="rounded-md border border-red-300 bg-red-50 px-3 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-medium">
        {failed.length === 1 ? "1 answer is" : `${failed.length} answers are`} not saved yet. Your edits are kept on
        this page.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {failed.map((entry) => {
          const found = where(entry.questionId);
          return found ? (
            <li key={entry.questionId}>
              <button
                type="button"
                className="break-words text-left underline underline-offset-2"
                onClick={() => onGo(found.section.key, entry.questionId)}
              >
                {found.section.title}, question {found.index + 1}
              </button>
            </li>
          ) : null;
        })}
      </ul>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          void store.flushAll().finally(() => setRetrying(false));
        }}
      >
        Retry saving
      </Button>
    </div>
  );
}

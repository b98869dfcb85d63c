"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorMessageOf, PortalApiError, portalFetch } from "./api";
import { RequestIntroView } from "./request-intro";
import type { RequestIntro, Visitor } from "./types";

// Only a signed-in visitor needs the questionnaire's code: it loads once a code is sent (or a session is found).
const loadQuestionnaire = () => import("./questionnaire");
const QuestionnaireView = lazy(() => loadQuestionnaire().then((module) => ({ default: module.QuestionnaireView })));
const preloadQuestionnaire = () => void loadQuestionnaire().catch(() => undefined);

type Loaded =
  | { kind: "loading" }
  | { kind: "not_found" }
  | { kind: "error"; message: string }
  | { kind: "ready"; intro: RequestIntro };

/**
 * The vendor's page of one request (/portal/{id}), opened from the emailed link: what is asked and
 * by whom, sign-in with an emailed code, then the questionnaire. Everything comes from /api/portal/{id}
 * in the browser: the session cookie is HttpOnly and sent only to those paths, so the server that
 * renders this page never knows who is signed in.
 */
export function VendorPortal({ portalId }: { portalId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const intro = await portalFetch<RequestIntro>(portalId, "", { signal });
        setLoaded({ kind: "ready", intro });
        setVisitor(intro.visitor);
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        // 422: a link no request could have (too long); as unknown as any other.
        const missing = error instanceof PortalApiError && (error.status === 404 || error.status === 422);
        setLoaded(missing ? { kind: "not_found" } : { kind: "error", message: errorMessageOf(error) });
      }
    },
    [portalId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const signedOut = useCallback(
    (message: string) => {
      setVisitor(null);
      setNotice(message);
      // The request may have changed meanwhile (paused, submitted, closed).
      void load();
    },
    [load],
  );

  if (loaded.kind === "loading") {
    return <LoadingState label="Loading the request…" />;
  }
  if (loaded.kind === "not_found") {
    return <NotFound />;
  }
  if (loaded.kind === "error") {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">Request</h1>
        <ErrorState
          title="Couldn't load this request"
          message={loaded.message}
          onRetry={() => {
            setLoaded({ kind: "loading" });
            void load();
          }}
        />
      </div>
    );
  }
  if (visitor && loaded.intro.state !== "closed") {
    return (
      <Suspense fallback={<LoadingState label="Loading your questionnaire…" />}>
        <QuestionnaireView
          portalId={portalId}
          visitor={visitor}
          onSignedOut={signedOut}
          onSignInRequired={() => signedOut("Your session on this request ended. Sign in again to continue.")}
        />
      </Suspense>
    );
  }
  return (
    <RequestIntroView
      intro={loaded.intro}
      notice={notice}
      onCodeSent={preloadQuestionnaire}
      onSignedIn={(signedIn) => {
        setNotice(null);
        setVisitor(signedIn);
      }}
      onChanged={() => void load()}
    />
  );
}

function NotFound() {
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Request not found</h1>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        No request has this link. Check that you opened the whole link from the email (it ends in a long code of letters
        and digits), or ask the organization that sent it for a new link.
      </p>
    </div>
  );
}

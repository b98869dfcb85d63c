"use client";

import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import {
  type FactSheet,
  type FactSheetSectionName,
  useFactSheet,
  useRefreshFactSheet,
} from "@/lib/web/hooks/fact-sheets";
import { isRecord, SECTION_NAMES, SECTION_TITLES, sectionState } from "./model";
import { Fields, Sources } from "./section-view";

function Progress({ sheet }: { sheet: FactSheet }) {
  const done = sheet.completed_sections.length;
  return (
    <div className="space-y-1.5">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        Generating… {done} of {SECTION_NAMES.length} sections done.
      </p>
      <progress
        value={done}
        max={SECTION_NAMES.length}
        aria-label="Fact sheet generation progress"
        className="h-2 w-full max-w-md accent-blue-700"
      />
    </div>
  );
}

function StatusLine({ sheet }: { sheet: FactSheet }) {
  if (sheet.status === "pending") {
    return <Progress sheet={sheet} />;
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {sheet.status === "failed" ? (
        <Badge variant="danger" className="mr-2">
          Last generation failed
        </Badge>
      ) : null}
      Updated <Time value={sheet.updated_at} fallback="never" />
    </p>
  );
}

function Section({ sheet, name }: { sheet: FactSheet; name: FactSheetSectionName }) {
  const headingId = useId();
  const state = sectionState(sheet, name);
  const content = sheet[name];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {SECTION_TITLES[name]}
        </h3>
        {state === "waiting" ? <Badge variant="info">Generating</Badge> : null}
      </div>
      {isRecord(content) ? (
        <>
          <Fields record={content} />
          <Sources sources={content.sources} />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state === "waiting" ? "Not generated yet." : "Nothing could be determined for this section."}
        </p>
      )}
    </section>
  );
}

/** A vendor's fact sheet: what is known per section, with a Refresh that regenerates it in the background. */
export function FactSheetPanel({ vendorId }: { vendorId: string }) {
  const headingId = useId();
  const sheet = useFactSheet(vendorId);
  const refresh = useRefreshFactSheet(vendorId);
  const isPending = sheet.data?.status === "pending";

  let body: ReactNode;
  if (sheet.isPending) {
    body = <LoadingState label="Loading the fact sheet…" variant="skeleton" rows={4} />;
  } else if (sheet.isError) {
    body = (
      <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} retrying={sheet.isFetching} />
    );
  } else if (sheet.data.status === null) {
    body = (
      <EmptyState
        title="No fact sheet yet"
        description="Refresh to compile one from what is known about this vendor. Anything that can't be determined stays empty."
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <StatusLine sheet={sheet.data} />
        {SECTION_NAMES.map((name) => (
          <Section key={name} sheet={sheet.data} name={name} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          Fact sheet
        </h2>
        <Button
          size="sm"
          variant="secondary"
          loading={refresh.isPending}
          disabled={isPending || sheet.isPending}
          onClick={() => refresh.mutate()}
        >
          Refresh
        </Button>
      </div>
      <FormError message={refresh.error?.message} />
      {body}
    </section>
  );
}

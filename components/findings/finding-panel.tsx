"use client";

import Link from "next/link";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import type { SelectOption } from "@/components/ui/select";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Textarea } from "@/components/ui/textarea";
import { Time } from "@/components/ui/time";
import { FINDING_COMMENT_MAX_LENGTH } from "@/lib/contract/findings";
import { isApiRequestError } from "@/lib/web/api-client";
import { formatDay } from "@/lib/web/days";
import { useEntityHistory } from "@/lib/web/hooks/change-log";
import { useAddFindingComment, useFindingComments, useFindingEvidence } from "@/lib/web/hooks/finding-detail-queries";
import type { Finding } from "@/lib/web/hooks/findings";
import type { Status } from "@/lib/web/hooks/taxonomy";
import { labelOf } from "@/lib/web/labels";
import { FINDING_SEVERITY_LABELS } from "@/lib/web/labels/findings";

const muted = "text-slate-600 dark:text-slate-400";
const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

const RESULT_LABELS: Record<string, string> = {
  not_met: "Not met",
  partially_met: "Partially met",
  no_evidence: "No evidence",
  met: "Met",
};

export interface FindingPanelProps {
  finding: Finding;
  statuses: Status[];
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** The organization's users as options, for the owner's name. */
  userOptions: SelectOption[];
  onClose: () => void;
}

/** Where focus goes on close: the finding's row (or the list's cursor row when it has left). */
function focusRow(id: string) {
  const row =
    document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`) ??
    document.querySelector<HTMLElement>("[data-row-id][tabindex='0']");
  row?.focus();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className={`w-28 shrink-0 ${muted}`}>{term}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function DocumentLink({ id, name }: { id: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={link}
        onClick={async () => {
          setFailed(null);
          try {
            const { downloadDocument } = await import("@/lib/web/hooks/documents");
            await downloadDocument(id);
          } catch (error) {
            setFailed(error instanceof Error ? error.message : "The download failed.");
          }
        }}
      >
        {name}
        <span className="sr-only"> (download)</span>
      </button>
      {failed ? (
        <span role="alert" className="ml-2 text-red-700 dark:text-red-400">
          {failed}
        </span>
      ) : null}
    </>
  );
}

function Evidence({ findingId }: { findingId: string }) {
  const evidence = useFindingEvidence(findingId);
  if (evidence.error) {
    return (
      <ErrorState
        title="Couldn't load the evidence"
        message={evidence.error.message}
        onRetry={() => void evidence.refetch()}
        retrying={evidence.isFetching}
      />
    );
  }
  if (!evidence.data) {
    return <LoadingState variant="skeleton" rows={2} label="Loading the evidence…" />;
  }
  const { control, result, rationale, evidence: quotes, assessment } = evidence.data;
  if (!control && quotes.length === 0) {
    return <p className={muted}>Raised by hand: no control evaluation behind it.</p>;
  }
  return (
    <div className="space-y-3">
      <dl className="space-y-1.5">
        {control ? (
          <Fact term="Control">
            <span className="font-medium">{control.ref}</span> {control.title}
          </Fact>
        ) : null}
        {result ? <Fact term="Evaluation">{labelOf(RESULT_LABELS, result)}</Fact> : null}
        {assessment ? (
          <Fact term="Assessment">
            <Link href={`/assessments/${encodeURIComponent(assessment.id)}`} className={link}>
              {assessment.name}
            </Link>
          </Fact>
        ) : null}
      </dl>
      {rationale ? <p className="whitespace-pre-wrap break-words">{rationale}</p> : null}
      {quotes.length > 0 ? (
        <ul aria-label="Quoted evidence" className="space-y-3">
          {quotes.map((quote) => (
            <li key={`${quote.document_id}:${quote.quote}`}>
              <blockquote className="whitespace-pre-wrap break-words border-l-4 border-slate-300 pl-3 italic dark:border-slate-700">
                {quote.quote}
              </blockquote>
              <p className={`mt-1 text-xs ${muted}`}>
                From <DocumentLink id={quote.document_id} name={quote.document_name} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No passage was quoted.</p>
      )}
    </div>
  );
}

function StatusHistory({ findingId, statuses }: { findingId: string; statuses: Status[] }) {
  const history = useEntityHistory("finding", findingId, 50);
  const names = useMemo(() => new Map(statuses.map((status) => [status.id, status.name])), [statuses]);
  const nameOf = (value: unknown) =>
    typeof value === "string" && value ? (names.get(value) ?? "A deleted status") : "No status";
  if (history.error) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        Couldn't load the history: {history.error.message}
      </p>
    );
  }
  if (!history.data) {
    return <LoadingState variant="skeleton" rows={2} label="Loading the status history…" />;
  }
  const entries = history.data.pages
    .flatMap((page) => page.items)
    .flatMap((item) => {
      const status = item.changes.find((change) => change.field === "finding_status_id");
      const archived = item.changes.find((change) => change.field === "is_archived");
      const words = [
        status
          ? item.action === "created"
            ? `Raised as ${nameOf(status.after)}`
            : `${nameOf(status.before)} → ${nameOf(status.after)}`
          : null,
        item.action === "created" && !status ? "Raised without a status" : null,
        archived ? (archived.after === true ? "Archived" : "Restored") : null,
      ].filter((word): word is string => word !== null);
      return words.length > 0
        ? [{ id: item.id, words: words.join(", "), actor: item.actor.name ?? "System", at: item.created_at }]
        : [];
    });
  if (entries.length === 0) {
    return <p className={muted}>No status changes yet.</p>;
  }
  return (
    <ol aria-label="Status history" className="space-y-1.5">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="font-medium">{entry.words}</span>{" "}
          <span className={muted}>
            by {entry.actor}, <Time value={entry.at} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function Comments({ findingId }: { findingId: string }) {
  const comments = useFindingComments(findingId);
  const add = useAddFindingComment(findingId);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError("Write a comment first.");
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ body: text });
      setText("");
    } catch (caught) {
      setError(isApiRequestError(caught) || caught instanceof Error ? caught.message : "The comment was not saved.");
    }
  };

  return (
    <div className="space-y-3">
      {comments.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Couldn't load the comments: {comments.error.message}
        </p>
      ) : !comments.data ? (
        <LoadingState variant="skeleton" rows={2} label="Loading the comments…" />
      ) : comments.data.items.length === 0 ? (
        <p className={muted}>No comments yet.</p>
      ) : (
        <ol aria-label="Comments" className="space-y-3">
          {comments.data.items.map((comment) => (
            <li key={comment.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <p className={`text-xs ${muted}`}>
                <span className="font-medium text-slate-900 dark:text-slate-100">
                  {comment.author.name ?? "System"}
                </span>{" "}
                <Time value={comment.created_at} />
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="space-y-2" noValidate>
        <label htmlFor={fieldId} className="block font-medium text-slate-900 dark:text-slate-100">
          Add a comment
        </label>
        <Textarea
          id={fieldId}
          value={text}
          maxLength={FINDING_COMMENT_MAX_LENGTH}
          invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            Add comment
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A finding's detail drawer: description, evidence and control, the facts, status history, comments. */
export function FindingPanel({ finding, statuses, vendorNames, userOptions, onClose }: FindingPanelProps) {
  const vendorName = finding.vendor_id ? vendorNames.get(finding.vendor_id) : undefined;
  const ownerName = userOptions.find((option) => option.value === finding.owner_id)?.label;
  const status = statuses.find((item) => item.id === finding.finding_status_id);
  const due = finding.due_date === null ? null : formatDay(finding.due_date);
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        size="xl"
        title={finding.title}
        description={
          <>
            Raised <Time value={finding.created_at} />
            {finding.is_archived ? (
              <Badge className="ml-2" variant="neutral">
                Archived
              </Badge>
            ) : null}
          </>
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusRow(finding.id);
        }}
      >
        <Section title="Details">
          <dl className="space-y-1.5">
            <Fact term="Vendor">
              {finding.vendor_id ? (
                <Link href={`/vendors/${encodeURIComponent(finding.vendor_id)}?tab=findings`} className={link}>
                  {vendorName ?? "Open the vendor"}
                </Link>
              ) : (
                "—"
              )}
            </Fact>
            <Fact term="Severity">
              {finding.severity ? labelOf(FINDING_SEVERITY_LABELS, finding.severity) : "Not set"}
            </Fact>
            <Fact term="Status">{status?.name ?? "No status"}</Fact>
            <Fact term="Owner">{finding.owner_id ? (ownerName ?? "Another user") : "No owner"}</Fact>
            <Fact term="Due">{due ?? "No due date"}</Fact>
          </dl>
        </Section>
        <Section title="Description">
          {finding.body ? (
            <p className="whitespace-pre-wrap break-words">{finding.body}</p>
          ) : (
            <p className={muted}>No description.</p>
          )}
        </Section>
        <Section title="Evidence and control">
          <Evidence findingId={finding.id} />
        </Section>
        <Section title="Status history">
          <StatusHistory findingId={finding.id} statuses={statuses} />
        </Section>
        <Section title="Comments">
          <Comments findingId={finding.id} />
        </Section>
      </DrawerContent>
    </Drawer>
  );
}

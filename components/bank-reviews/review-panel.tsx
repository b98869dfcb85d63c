"use client";

import Link from "next/link";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { isEditableTarget } from "@/components/ui/keyboard-shortcuts";
import { Time } from "@/components/ui/time";
import { type BankReview, useBankReview } from "@/lib/web/hooks/bank-reviews";
import { ReviewStatusBadge, SEVERITY_VARIANTS } from "./badges";
import {
  changeIsHidden,
  compareDetails,
  countryLabel,
  decisionBlock,
  decisionLabel,
  kindLabel,
  proposerLabel,
  routeChange,
  routeLabel,
  ruleChecks,
  SEVERITY_LABELS,
  signalSeverity,
  signalTitle,
  sortedSignals,
  VALIDATION_STATUS_LABELS,
  type Viewer,
  vendorLabel,
} from "./model";
import { SignalIcon } from "./signal-icon";

const muted = "text-slate-600 dark:text-slate-400";
const heading = "text-sm font-semibold text-slate-900 dark:text-slate-100";
const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
const changedCell = "bg-amber-50 font-semibold text-amber-950 dark:bg-amber-950/60 dark:text-amber-100";

export interface ReviewPanelProps {
  /** The review as the list showed it; the drawer then shows the server's current version. */
  initial: BankReview;
  viewer: Viewer | undefined;
  onClose: () => void;
  onApprove: (review: BankReview) => void;
  onReject: (review: BankReview) => void;
  /** Where focus goes on close: the review's row (Radix would return it to a trigger, and a row is not one). */
  returnFocus: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h3 id={id} className={heading}>
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Signals({ review }: { review: BankReview }) {
  if (review.signals.length === 0) {
    return <p className={muted}>No fraud signals were found when the change was proposed.</p>;
  }
  return (
    <ul className="space-y-2">
      {sortedSignals(review.signals).map((signal, index) => {
        const severity = signalSeverity(signal.code);
        return (
          <li
            key={`${signal.code}-${index.toString()}`}
            className="flex gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
          >
            <SignalIcon code={signal.code} className="mt-0.5" />
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                {signalTitle(signal)}
                <Badge variant={SEVERITY_VARIANTS[severity]}>{SEVERITY_LABELS[severity]}</Badge>
              </p>
              <p className="mt-0.5 text-slate-700 dark:text-slate-300">{signal.message}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Comparison({ review }: { review: BankReview }) {
  const rows = compareDetails(review.current, review.proposed);
  const comparing = review.current !== null;
  const changes = rows.filter((row) => row.changed).length;
  return (
    <>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {comparing
            ? `The live account's details beside the proposed ones; ${changes === 1 ? "1 field changes" : `${changes} fields change`}.`
            : "The proposed details of the new account."}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Field
            </th>
            {comparing ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Current
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-semibold">
              Proposed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700 dark:text-slate-300">
                {row.label}
              </th>
              {comparing ? <td className="px-3 py-2 font-mono text-xs">{row.current}</td> : null}
              <td className={cn("px-3 py-2 font-mono text-xs", row.changed && changedCell)}>
                {row.proposed}
                {row.changed ? (
                  <span className="ml-2 font-sans text-xs font-medium not-italic">
                    <span aria-hidden="true">●</span> Changed
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {changeIsHidden(review) ? (
        <p className={cn("mt-2", muted)}>
          Nothing shown here differs: the change is in digits the masking hides or in fields not shown (such as the
          account holder name).
        </p>
      ) : null}
    </>
  );
}

function PaymentRoute({ review }: { review: BankReview }) {
  const change = routeChange(review);
  if (!change) {
    return (
      <p className="text-slate-800 dark:text-slate-200">
        {routeLabel(review.proposed.payment_route)}
        {review.current ? <span className={muted}> (unchanged)</span> : null}
      </p>
    );
  }
  return (
    <p
      className={cn(
        "rounded-md border px-3 py-2",
        change.toWire
          ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
          : "border-slate-200 text-slate-800 dark:border-slate-800 dark:text-slate-200",
      )}
    >
      {change.from} <span aria-hidden="true">→</span>
      <span className="sr-only">changes to</span> <strong>{change.to}</strong>
      {change.toWire ? ` to ${countryLabel(review.proposed.bank_country)}` : null}
    </p>
  );
}

function Validation({ review }: { review: BankReview }) {
  const { proposed } = review;
  const checks = ruleChecks(proposed);
  return (
    <>
      <p className="text-slate-800 dark:text-slate-200">
        {VALIDATION_STATUS_LABELS[proposed.validation_status]}
        {proposed.validation_results.rule_set ? (
          <span className={muted}> ({proposed.validation_results.rule_set})</span>
        ) : null}
      </p>
      {checks.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {checks.map((check, index) => (
            <li key={`${check.field}-${check.code}-${index.toString()}`} className="flex gap-2">
              <Badge variant={check.level === "error" ? "danger" : "warning"}>
                {check.level === "error" ? "Error" : "Warning"}
              </Badge>
              <span className="text-slate-800 dark:text-slate-200">{check.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * One bank change in a side drawer: the live account and the proposal side by side (masked, the
 * changed fields marked), the payment route, the country-rule warnings, the fraud signals and who
 * proposed it; Approve and Reject, disabled with the reason when the viewer may not decide.
 */
export function ReviewPanel({ initial, viewer, onClose, onApprove, onReject, returnFocus }: ReviewPanelProps) {
  const detail = useBankReview(initial.id, initial);
  const review = detail.data ?? initial;
  const blocked = decisionBlock(review, viewer);
  const blockedId = useId();
  const decided = decisionLabel(review, viewer?.userId);
  const proposer = proposerLabel(review, viewer?.userId);

  /** a and r work here too: the page's shortcuts are off while a drawer is open. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isEditableTarget(event.target)) {
      return;
    }
    if (event.key === "a" || event.key === "r") {
      event.preventDefault();
      (event.key === "a" ? onApprove : onReject)(review);
    }
  };

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        size="xl"
        title={`Bank change for ${vendorLabel(review)}`}
        description={
          <>
            {kindLabel(review)} · proposed by {proposer === "You" ? "you" : proposer} <Time value={review.created_at} />
          </>
        }
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        footer={
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
            {blocked ? (
              <p id={blockedId} className="text-sm text-slate-700 sm:mr-auto dark:text-slate-300">
                {blocked}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                disabled={blocked !== null}
                aria-describedby={blocked ? blockedId : undefined}
                onClick={() => onReject(review)}
              >
                Reject (r)
              </Button>
              <Button
                disabled={blocked !== null}
                aria-describedby={blocked ? blockedId : undefined}
                onClick={() => onApprove(review)}
              >
                Approve (a)
              </Button>
            </div>
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          <ReviewStatusBadge status={review.status} />
          {decided ? (
            <span className="text-slate-700 dark:text-slate-300">
              {decided} <Time value={review.decided_at} />
            </span>
          ) : null}
          <Link href={`/vendors/${encodeURIComponent(review.vendor_id)}`} className={cn(link, "ml-auto")}>
            Open {vendorLabel(review)}
          </Link>
        </div>
        {review.rejection_reason ? (
          <p className="mt-2 text-slate-800 dark:text-slate-200">Reason: {review.rejection_reason}</p>
        ) : null}
        {review.verification_note ? (
          <p className="mt-2 text-slate-800 dark:text-slate-200">How it was verified: {review.verification_note}</p>
        ) : null}
        {detail.isError ? (
          <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
            Couldn't refresh this change: {detail.error.message}
          </p>
        ) : null}

        <div className="mt-5">
          <Section title="Fraud signals">
            <Signals review={review} />
          </Section>
          <Section title={review.current ? "Current and proposed details" : "Proposed details"}>
            <Comparison review={review} />
          </Section>
          <Section title="Payment route">
            <PaymentRoute review={review} />
          </Section>
          <Section title="Country rules">
            <Validation review={review} />
          </Section>
          <Section title="Proposed by">
            <p className="text-slate-800 dark:text-slate-200">
              {proposerLabel(review, viewer?.userId)}, <Time value={review.created_at} mode="absolute" /> (
              <Time value={review.created_at} />)
            </p>
          </Section>
        </div>
      </DrawerContent>
    </Drawer>
  );
}

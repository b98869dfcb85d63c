"use client";

import { type ReactNode, useMemo, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { NewAssessmentButton } from "@/components/assessments/new-assessment-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyComponent } from "@/components/ui/lazy";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { DAY_SECONDS, formatDay, startOfDay } from "@/lib/web/days";
import { type Contract, useContracts } from "@/lib/web/hooks/contracts";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useNow } from "@/lib/web/use-now";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { AUTO_RENEW_LABELS, CONTRACTS_MODULE_NAME, targetDate } from "./model";
import { ContractLink, DeadlineText, MoneyText, muted, VendorLink } from "./parts";
import {
  buildTimeline,
  monthLabelOf,
  needsDecision,
  type RenewalDecision,
  recordedDecision,
  TIMELINE_DAYS,
  type TimelineEntry,
} from "./renewals-model";

// The dialog and the PATCH code load when a decision is first recorded.
const DecisionDialog = lazyComponent(() => import("./decision-dialog").then((module) => module.DecisionDialog));

const LIMIT = 200;

const DECISION_WORDS: Record<RenewalDecision, string> = { renew: "Renewal decided", terminate: "Termination decided" };

/** Renew and Terminate, each opening the decision dialog for this contract. */
function DecisionButtons({ contract }: { contract: Contract }) {
  const [decision, setDecision] = useState<RenewalDecision | null>(null);
  const [last, setLast] = useState<RenewalDecision>("renew");
  const mounted = useOpenedOnce(decision !== null);
  const open = (next: RenewalDecision) => {
    setLast(next);
    setDecision(next);
  };
  return (
    <>
      <Button
        aria-label={`Renew “${contract.name}”`}
        onClick={() => open("renew")}
        onMouseEnter={DecisionDialog.preload}
        onFocus={DecisionDialog.preload}
      >
        Renew
      </Button>
      <Button
        variant="secondary"
        aria-label={`Terminate “${contract.name}”`}
        onClick={() => open("terminate")}
        onMouseEnter={DecisionDialog.preload}
        onFocus={DecisionDialog.preload}
      >
        Terminate
      </Button>
      {mounted ? (
        <DecisionDialog
          contract={contract}
          decision={decision ?? last}
          open={decision !== null}
          onOpenChange={(next) => (next ? undefined : setDecision(null))}
        />
      ) : null}
    </>
  );
}

/** The contracts someone must decide on now: auto-renewing, the notice deadline passed or within 30 days. */
function DecisionQueue({ contracts, now }: { contracts: Contract[]; now: number }) {
  return (
    <Card
      aria-label="Needs a decision"
      title="Needs a decision"
      description="Auto-renewing contracts whose notice deadline has passed or is within 30 days, while the renewal is still ahead: renew, terminate, or review the vendor first."
    >
      {contracts.length === 0 ? (
        <p className={`text-sm ${muted}`}>
          Nothing to decide: no auto-renewing contract reaches its notice deadline within 30 days.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <article aria-label={contract.name} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1 text-sm">
                  <p>
                    <ContractLink contract={contract} />
                    {contract.vendor_id ? (
                      <>
                        <span className={muted}> with </span>
                        <VendorLink contract={contract} tab="contracts" />
                      </>
                    ) : null}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={muted}>Notice deadline:</span>
                    <DeadlineText at={contract.notice_deadline} now={now} />
                  </p>
                  <p className={muted}>
                    Renews {formatDay(targetDate(contract))}
                    {contract.contract_value_amount ? (
                      <>
                        {" · "}
                        <MoneyText
                          amount={contract.contract_value_amount}
                          currency={contract.contract_value_currency}
                        />
                      </>
                    ) : null}
                    {contract.owner_name ? ` · Owner: ${contract.owner_name}` : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <DecisionButtons contract={contract} />
                  {contract.vendor_id ? (
                    <NewAssessmentButton vendorId={contract.vendor_id} label="Review vendor" variant="secondary" />
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function EntryRow({ entry, now }: { entry: TimelineEntry; now: number }) {
  const { contract } = entry;
  const decided = recordedDecision(contract);
  return (
    <li className="grid gap-1 py-2.5 text-sm sm:grid-cols-[13rem_1fr] sm:gap-4">
      <div className="space-y-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">
          {entry.kind === "notice" ? "Notice deadline" : "Expires"}
        </p>
        <DeadlineText at={entry.at} now={now} />
      </div>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <ContractLink contract={contract} />
          {contract.vendor_id ? (
            <span>
              <span className={muted}>with </span>
              <VendorLink contract={contract} tab="contracts" />
            </span>
          ) : null}
          {decided ? (
            <Badge variant={decided === "renew" ? "success" : "neutral"}>{DECISION_WORDS[decided]}</Badge>
          ) : null}
        </p>
        <p className={muted}>
          {contract.auto_renew ? AUTO_RENEW_LABELS[contract.auto_renew] : "Renewal not set"}
          {entry.kind === "notice" && targetDate(contract) !== null
            ? ` · ${contract.renewal_date !== null ? "renews" : "expires"} ${formatDay(targetDate(contract))}`
            : null}
          {contract.lifecycle_status ? ` · ${contract.lifecycle_status}` : null}
        </p>
      </div>
    </li>
  );
}

function EntryList({ entries, now, empty }: { entries: TimelineEntry[]; now: number; empty: string }) {
  return entries.length === 0 ? (
    <p className={`py-2 text-sm ${muted}`}>{empty}</p>
  ) : (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => (
        <EntryRow key={entry.contract.id} entry={entry} now={now} />
      ))}
    </ul>
  );
}

/**
 * Renewals: the contracts needing a decision first, then the next 12 months of notice deadlines
 * (and expirations of contracts without one), month by month.
 */
export function RenewalsView() {
  const now = useNow();
  // A bound that moves once a day, so the queries' keys hold still between the clock's ticks.
  const end = now === null ? 0 : startOfDay(now) + (TIMELINE_DAYS + 1) * DAY_SECONDS;
  const ready = now !== null;
  const notice = useContracts(
    { limit: LIMIT, offset: 0, sort: "notice_deadline", notice_deadline_before: end },
    { enabled: ready },
  );
  const expiring = useContracts(
    { limit: LIMIT, offset: 0, sort: "expiration_date", expiring_before: end },
    { enabled: ready },
  );
  const timeline = useMemo(
    () =>
      now === null || !notice.data || !expiring.data
        ? null
        : buildTimeline(notice.data.items, expiring.data.items, now, (key) => monthLabelOf(key)),
    [now, notice.data, expiring.data],
  );
  const decisions = useMemo(
    () => (now === null || !notice.data ? [] : notice.data.items.filter((contract) => needsDecision(contract, now))),
    [now, notice.data],
  );

  const failed = notice.error ?? expiring.error;
  if (failed && isModuleNotEnabled(failed)) {
    return <LazyModuleNotEnabled moduleName={CONTRACTS_MODULE_NAME} />;
  }
  if (failed) {
    return (
      <ErrorState
        message={failed.message}
        onRetry={() => {
          void notice.refetch();
          void expiring.refetch();
        }}
        retrying={notice.isFetching || expiring.isFetching}
      />
    );
  }
  if (now === null || !timeline) {
    return <LoadingState label="Loading the renewals…" />;
  }

  const capped = (notice.data?.total ?? 0) > LIMIT || (expiring.data?.total ?? 0) > LIMIT;
  let passed: ReactNode = null;
  if (timeline.passed.length > 0) {
    passed = (
      <section aria-labelledby="renewals-passed" className="space-y-1">
        <h3 id="renewals-passed" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          Notice deadline passed
        </h3>
        <p className={`text-sm ${muted}`}>The renewal or expiration is still ahead.</p>
        <EntryList entries={timeline.passed} now={now} empty="" />
      </section>
    );
  }

  return (
    <div className="space-y-6">
      <DecisionQueue contracts={decisions} now={now} />
      {capped ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          More than {LIMIT} contracts fall due in the next 12 months: this view shows the first {LIMIT} of each kind.
          The Contracts list's saved views page through them all.
        </p>
      ) : null}
      <Card
        title="Next 12 months"
        description="Notice deadlines by month, and the expirations of contracts without a notice period. Archived contracts are left out."
      >
        <div className="space-y-6">
          {passed}
          {timeline.months.map((month) => (
            <section key={month.key} aria-labelledby={`renewals-${month.key}`} className="space-y-1">
              <h3 id={`renewals-${month.key}`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
                {month.label}{" "}
                <span className={`text-sm font-normal ${muted}`}>
                  ({month.entries.length === 0 ? "nothing due" : `${month.entries.length} due`})
                </span>
              </h3>
              <EntryList entries={month.entries} now={now} empty="Nothing falls due this month." />
            </section>
          ))}
        </div>
      </Card>
      {decisions.length === 0 && timeline.months.every((month) => month.entries.length === 0) ? (
        <p className={`text-sm ${muted}`}>No contract has a notice deadline or expiration in the next 12 months.</p>
      ) : null}
    </div>
  );
}

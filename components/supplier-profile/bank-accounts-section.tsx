"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { lazyComponent } from "@/components/ui/lazy";
import { QueryList } from "@/components/ui/query-list";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { countryName } from "@/lib/web/countries";
import {
  type BankAccount,
  type BankReview,
  useBankAccounts,
  usePendingNewBankAccounts,
  useRetireBankAccount,
} from "@/lib/web/hooks/supplier-profile";
import { accountTitle, maskedDetails } from "./bank-form";
import { labelOf, PAYMENT_ROUTE_LABELS } from "./labels";
import { Facts, muted, ProfileSection, ValidationBadge, WarningList } from "./parts";
import { focusIfLost, useSectionDialog } from "./use-section-dialog";

const BankAccountDialog = lazyComponent(() =>
  import("./bank-account-dialog").then((module) => module.BankAccountDialog),
);

type Summary = BankReview["proposed"];

/** Country, currency and the masked numbers of an account or a proposed change. */
function detailFacts(details: Summary | BankAccount) {
  return [
    { label: "Bank country", value: details.bank_country ? countryName(details.bank_country) : "" },
    { label: "Currency", value: details.currency ?? "" },
    ...maskedDetails(details),
  ];
}

/** The change waiting on an account: what is proposed, by whom, when. */
function PendingChange({ pending }: { pending: NonNullable<BankAccount["pending_change"]> }) {
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="warning">Change pending review</Badge>
        <span>
          Proposed by {pending.proposed_by_name ?? "a user no longer listed"}, <Time value={pending.proposed_at} />
        </span>
      </p>
      <p className={`mt-2 text-sm ${muted}`}>The account keeps its current details until an admin approves:</p>
      <Facts className="mt-1" items={detailFacts(pending.proposed)} />
    </div>
  );
}

function AccountItem({
  account,
  onEdit,
  onRetired,
}: {
  account: BankAccount;
  onEdit: (account: BankAccount, opener: HTMLElement) => void;
  onRetired: () => void;
}) {
  const retire = useRetireBankAccount(account.vendor_id);
  const title = accountTitle(account);
  const active = account.status === "active";
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {title}
            {account.is_primary ? <Badge variant="info">Primary</Badge> : null}
            <Badge variant={active ? "success" : "neutral"}>{active ? "Active" : "Retired"}</Badge>
            <ValidationBadge status={account.validation_status} />
          </h3>
          <Facts
            items={[
              ...detailFacts(account),
              { label: "Payment route", value: labelOf(PAYMENT_ROUTE_LABELS, account.payment_route) },
            ]}
          />
          <WarningList warnings={account.validation_results.warnings} />
        </div>
        {active ? (
          <div className="flex flex-wrap gap-1">
            {account.pending_change ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit ${title}`}
                onMouseEnter={BankAccountDialog.preload}
                onFocus={BankAccountDialog.preload}
                onClick={(event) => onEdit(account, event.currentTarget)}
              >
                Edit
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Retire ${title}`}>
                  Retire
                </Button>
              }
              title="Retire this bank account?"
              description={`${title} stops receiving payments${account.pending_change ? ", and the change waiting for review is rejected" : ""}. It stays listed as retired.`}
              confirmLabel="Retire"
              variant="danger"
              onConfirm={async () => {
                await retire.mutateAsync(account.id);
                onRetired();
              }}
            />
          </div>
        ) : null}
      </div>
      {account.pending_change ? (
        <>
          <PendingChange pending={account.pending_change} />
          <p className={`mt-2 text-sm ${muted}`}>It can be edited again once the pending change is decided.</p>
        </>
      ) : null}
    </li>
  );
}

/** A new account proposed for the vendor, not yet an account. */
function PendingNewAccount({ review }: { review: BankReview }) {
  return (
    <li className="rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        New account waiting for review
        <ValidationBadge status={review.proposed.validation_status} />
        {review.proposed.is_primary ? <Badge variant="info">Primary when approved</Badge> : null}
      </h3>
      <p className={`mt-1 text-sm ${muted}`}>
        Proposed by {review.proposed_by.name ?? (review.proposed_by.type === "api" ? "an API key" : "a user")},{" "}
        <Time value={review.created_at} />
      </p>
      <Facts
        className="mt-2"
        items={[{ label: "Label", value: review.proposed.bank_account_name ?? "" }, ...detailFacts(review.proposed)]}
      />
      {review.signals.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-medium">Why a reviewer should look closely</p>
          <ul className="list-disc pl-5">
            {review.signals.map((signal) => (
              <li key={signal.code}>{signal.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** The vendor's bank accounts (masked), their pending changes and new accounts waiting for review. */
export function BankAccountsSection({ vendorId }: { vendorId: string }) {
  const { toast } = useToast();
  const accounts = useBankAccounts(vendorId);
  const pendingNew = usePendingNewBankAccounts(vendorId);
  const dialog = useSectionDialog<BankAccount>();
  const waiting = pendingNew.data ?? [];

  return (
    <ProfileSection
      title="Bank accounts"
      description="Numbers are masked to their last four characters. New and changed details wait for an admin's review."
      actions={
        <Button
          ref={dialog.fallbackRef}
          size="sm"
          onMouseEnter={BankAccountDialog.preload}
          onFocus={BankAccountDialog.preload}
          onClick={(event) => dialog.show(null, event.currentTarget)}
        >
          Add bank account
        </Button>
      }
    >
      {waiting.length > 0 ? (
        <ul aria-label="New accounts waiting for review" className="mb-4 space-y-3">
          {waiting.map((review) => (
            <PendingNewAccount key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      <QueryList
        query={accounts}
        loadingLabel="Loading bank accounts…"
        empty={
          waiting.length > 0 ? null : (
            <EmptyState
              title="No bank accounts yet"
              description="Add the account this vendor is paid to; an admin reviews it before it takes effect."
            />
          )
        }
      >
        {(rows) => (
          <ul aria-label="Bank accounts" className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                onEdit={dialog.show}
                onRetired={() => {
                  toast({ title: "Bank account retired", variant: "success" });
                  focusIfLost(dialog.fallbackRef);
                }}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {dialog.mounted ? (
        <BankAccountDialog
          vendorId={vendorId}
          account={dialog.subject}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
        />
      ) : null}
    </ProfileSection>
  );
}

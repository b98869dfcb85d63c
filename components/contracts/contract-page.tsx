"use client";

import Link from "next/link";
import { type ReactNode, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { FormError } from "@/components/ui/form-error";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { formatDay } from "@/lib/web/days";
import { type Contract, useContracts } from "@/lib/web/hooks/contracts";
import { useContract, useUpdateContract } from "@/lib/web/hooks/contracts-detail";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useNow } from "@/lib/web/use-now";
import { annualUnits, fromUnits, termMonths } from "./annual-value";
import { CONTRACT_TYPE_LABELS, CONTRACTS_MODULE_NAME } from "./model";
import { formatMoney, minorUnitDigits } from "./money";
import { NewContractButton } from "./new-contract-button";
import { AutoRenewText, ContractLink, DeadlineText, dash, MoneyText, muted, TermText, VendorLink } from "./parts";
import { SentReminders } from "./sent-reminders";

// The editor (react-hook-form, its schema, the pickers) loads on "Edit".
const ContractEditor = lazyComponent(() => import("./contract-editor").then((module) => module.ContractEditor));

const backLink = (
  <Link href="/contracts" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Contracts
  </Link>
);

const WORKFLOW_LABELS: Record<Contract["workflow_state"], string> = {
  draft: "Draft",
  pending_approval: "Pending approval",
  approved: "Approved",
  sent_for_signature: "Sent for signature",
  executed: "Executed",
  rejected: "Rejected",
  terminated: "Terminated",
};

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2 lg:col-span-3" : undefined}>
      <dt className={`text-sm font-medium ${muted}`}>{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const dayOrDash = (value: number | null) => (value === null ? dash : formatDay(value));

function AnnualValue({ contract }: { contract: Contract }) {
  const units = annualUnits(contract);
  if (units === null) {
    return dash;
  }
  const months = termMonths(contract);
  const currency = contract.contract_value_currency;
  return (
    <>
      <span className="tabular-nums">
        {formatMoney(fromUnits(units, minorUnitDigits(currency)), currency, undefined)}
      </span>
      <span className={`block text-xs ${muted}`}>
        {months === null
          ? "The whole value: the term (start to expiration) is not known."
          : `The value over a term of ${months} month${months === 1 ? "" : "s"}, per 12 months.`}
      </span>
    </>
  );
}

/** Every field of the contract, as read. */
function ContractDetails({ contract, now }: { contract: Contract; now: number | null }) {
  return (
    <div className="space-y-6">
      <Card title="Contract">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Contract type">{CONTRACT_TYPE_LABELS[contract.contract_type]}</Fact>
          <Fact label="Lifecycle status">{contract.lifecycle_status ?? dash}</Fact>
          <Fact label="Workflow state">{WORKFLOW_LABELS[contract.workflow_state]}</Fact>
          <Fact label="Vendor">{contract.vendor_id ? <VendorLink contract={contract} tab="contracts" /> : dash}</Fact>
          <Fact label="Counterparty">{contract.counterparty_name ?? dash}</Fact>
          <Fact label="Parent contract">
            {contract.parent_contract_id ? (
              <ContractLink
                contract={{ id: contract.parent_contract_id, name: contract.parent_contract_name ?? "Parent contract" }}
              />
            ) : (
              dash
            )}
          </Fact>
          <Fact label="Owner">{contract.owner_name ?? dash}</Fact>
          <Fact label="Executed">{dayOrDash(contract.executed_at)}</Fact>
          <Fact label="Engagements">{contract.engagement_ids.length > 0 ? contract.engagement_ids.length : dash}</Fact>
          <Fact label="Description" wide>
            {contract.description ?? dash}
          </Fact>
        </dl>
      </Card>
      <Card title="Term and renewal">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Effective date">{dayOrDash(contract.effective_date)}</Fact>
          <Fact label="Term start">{dayOrDash(contract.term_start_date)}</Fact>
          <Fact label="Expiration">
            <DeadlineText at={contract.expiration_date} now={now} />
          </Fact>
          <Fact label="Renewal date">{dayOrDash(contract.renewal_date)}</Fact>
          <Fact label="Auto-renewal">
            <AutoRenewText contract={contract} />
          </Fact>
          <Fact label="Termination notice period">
            {contract.termination_notice_period_days === null
              ? dash
              : `${contract.termination_notice_period_days} day${contract.termination_notice_period_days === 1 ? "" : "s"}`}
          </Fact>
          <Fact label="Notice deadline">
            <DeadlineText at={contract.notice_deadline} now={now} />
          </Fact>
          <Fact label="Term">
            <TermText contract={contract} />
          </Fact>
        </dl>
      </Card>
      <Card title="Value">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Contract value">
            <MoneyText amount={contract.contract_value_amount} currency={contract.contract_value_currency} />
          </Fact>
          <Fact label="Annual value">
            <AnnualValue contract={contract} />
          </Fact>
        </dl>
      </Card>
      <p className={`text-sm ${muted}`}>
        Created <Time value={contract.created_at} />, last changed <Time value={contract.updated_at} />.
      </p>
    </div>
  );
}

/** The contracts directly under this one (SOWs, amendments), with the way to add one. */
function ChildContracts({ contract }: { contract: Contract }) {
  const children = useContracts({ limit: 200, offset: 0, parent_contract_id: contract.id, include_archived: true });
  const items = children.data?.items ?? [];
  let body: React.ReactNode;
  if (children.isError) {
    body = <ErrorState message={children.error.message} onRetry={() => void children.refetch()} />;
  } else if (!children.data) {
    body = <LoadingState label="Loading the contracts under it…" />;
  } else if (items.length === 0) {
    body = <p className={`text-sm ${muted}`}>None yet.</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((child) => (
          <li key={child.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <ContractLink contract={child} />
            <Badge>{CONTRACT_TYPE_LABELS[child.contract_type]}</Badge>
            {child.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card
      aria-label="Contracts under this one"
      title="Contracts under this one"
      description="Amendments, SOWs and renewals whose parent contract is this one."
      actions={
        <NewContractButton
          label="Add a contract under it"
          variant="secondary"
          parent={{ id: contract.id, name: contract.name, vendorId: contract.vendor_id }}
        />
      }
    >
      {body}
    </Card>
  );
}

/** Archive or restore, with the outcome said in a toast or beside the button. */
function ArchiveButton({ contract }: { contract: Contract }) {
  const update = useUpdateContract();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const archive = !contract.is_archived;
  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await update(contract.id, { is_archived: archive });
      toast({
        title: archive ? "Contract archived" : "Contract restored",
        description: contract.name,
        variant: "success",
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Something went wrong. Try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={pending} onClick={() => void run()}>
        {archive ? "Archive" : "Restore"}
      </Button>
      <FormError message={failure} className="basis-full" />
    </>
  );
}

/** One contract: every field, the contracts under it, and Edit (every field), Archive and History. */
export function ContractPage({ contractId }: { contractId: string }) {
  const contract = useContract(contractId);
  const now = useNow();
  const [editing, setEditing] = useState(false);
  useRecordTitle(contract.data?.name);

  if (contract.isPending) {
    return <LoadingState label="Loading the contract…" />;
  }
  if (contract.isError) {
    if (isModuleNotEnabled(contract.error)) {
      return (
        <>
          <PageHeader eyebrow={backLink} title="Contract" />
          <LazyModuleNotEnabled moduleName={CONTRACTS_MODULE_NAME} />
        </>
      );
    }
    return (
      <RecordLoadError
        error={contract.error}
        eyebrow={backLink}
        title="Contract"
        noun="contract"
        back={{ href: "/contracts", label: "contracts" }}
        onRetry={() => void contract.refetch()}
        retrying={contract.isFetching}
      />
    );
  }

  const data = contract.data;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={data.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="info">{CONTRACT_TYPE_LABELS[data.contract_type]}</Badge>
            <Badge>{data.lifecycle_status ?? "No lifecycle status"}</Badge>
            {data.is_archived ? <Badge variant="warning">Archived</Badge> : null}
            {data.vendor_name ? <span>{data.vendor_name}</span> : null}
          </span>
        }
        actions={
          editing ? undefined : (
            <>
              <Button
                onClick={() => setEditing(true)}
                onMouseEnter={ContractEditor.preload}
                onFocus={ContractEditor.preload}
              >
                Edit
              </Button>
              <ArchiveButton contract={data} />
              <HistoryButton entityType="contract_record" entityId={data.id} name={data.name} />
            </>
          )
        }
      />
      {editing && now !== null ? (
        <ContractEditor contract={data} now={now} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-6">
          <ContractDetails contract={data} now={now} />
          <ChildContracts contract={data} />
          <SentReminders contract={data} />
        </div>
      )}
    </>
  );
}

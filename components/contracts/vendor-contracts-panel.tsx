"use client";

import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { startOfDay } from "@/lib/web/days";
import { useContracts } from "@/lib/web/hooks/contracts";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useNow } from "@/lib/web/use-now";
import { annualTotals } from "./annual-value";
import { ContractsList } from "./contracts-list";
import { isClosedLifecycle } from "./model";
import { formatMoney } from "./money";
import { muted } from "./parts";

const LIMIT = 200;

/** The vendor's current contracts' annual value, summed per currency, with how it is computed. */
function AnnualTotals({ vendorId }: { vendorId: string }) {
  const now = useNow();
  const contracts = useContracts({ limit: LIMIT, offset: 0, vendor_id: vendorId });
  if (contracts.isError) {
    // The list below says the module is off.
    return isModuleNotEnabled(contracts.error) ? null : (
      <ErrorState message={contracts.error.message} onRetry={() => void contracts.refetch()} />
    );
  }
  if (!contracts.data || now === null) {
    return <LoadingState label="Loading the contracts' value…" />;
  }
  const today = startOfDay(now);
  const current = contracts.data.items.filter(
    (contract) =>
      (contract.expiration_date === null || contract.expiration_date >= today) &&
      !isClosedLifecycle(contract.lifecycle_status),
  );
  const totals = annualTotals(current);
  return (
    <Card
      aria-label="Total annual value"
      title="Total annual value"
      description="Each current contract's value divided by its term in years (term start, or else the effective date, to expiration, in whole months); its whole value when the term is not known. Archived, expired and terminated contracts are left out; amounts in different currencies are not converted."
    >
      {totals.length === 0 ? (
        <p className={`text-sm ${muted}`}>No current contract of this vendor has a value.</p>
      ) : (
        <ul className="flex flex-wrap gap-x-8 gap-y-3">
          {totals.map((total) => (
            <li key={total.currency ?? "none"}>
              <span className="block text-lg font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                {formatMoney(total.amount, total.currency, undefined)}
                {total.currency ? null : <span className={`text-sm font-normal ${muted}`}> (no currency)</span>}
              </span>
              <span className={`text-sm ${muted}`}>
                per year, from {total.count} contract{total.count === 1 ? "" : "s"}
              </span>
            </li>
          ))}
        </ul>
      )}
      {contracts.data.total > LIMIT ? (
        <p className={`mt-3 text-sm ${muted}`}>
          Summed over the first {LIMIT} of {contracts.data.total} contracts.
        </p>
      ) : null}
    </Card>
  );
}

/** The vendor page's Contracts tab: the annual value per currency, then the vendor's contracts. */
export function VendorContractsPanel({ vendorId }: { vendorId: string }) {
  return (
    <div className="space-y-6">
      <AnnualTotals vendorId={vendorId} />
      <ContractsList vendorId={vendorId} />
    </div>
  );
}

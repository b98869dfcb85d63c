"use client";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { KeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import type { Contract } from "@/lib/web/hooks/contracts";
import { CONTRACT_TYPE_LABELS } from "./model";
import { AutoRenewText, ContractLink, DeadlineText, dash, MoneyText, TermText, VendorLink } from "./parts";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-middle";

type Column = "name" | "type" | "vendor" | "value" | "term" | "auto_renew" | "notice" | "owner" | "status";

/** Each column's header and the classes that align it or hide it on small screens. */
const COLUMNS: readonly [Column, string, string][] = [
  ["name", "Contract", ""],
  ["type", "Type", "hidden sm:table-cell"],
  ["vendor", "Vendor", ""],
  ["value", "Value", "text-right"],
  ["term", "Term", "hidden lg:table-cell"],
  ["auto_renew", "Auto-renewal", "hidden md:table-cell"],
  ["notice", "Notice deadline", ""],
  ["owner", "Owner", "hidden md:table-cell"],
  ["status", "Status", "hidden sm:table-cell"],
];

function cell(column: Column, contract: Contract, now: number | null) {
  switch (column) {
    case "name":
      return (
        <span className="inline-flex min-w-40 flex-wrap items-center gap-2">
          <ContractLink contract={contract} />
          {contract.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
          {contract.parent_contract_name ? (
            <span className="block basis-full text-xs text-slate-600 dark:text-slate-400">
              Under {contract.parent_contract_name}
            </span>
          ) : null}
        </span>
      );
    case "type":
      return CONTRACT_TYPE_LABELS[contract.contract_type];
    case "vendor":
      return <VendorLink contract={contract} tab="contracts" />;
    case "value":
      return <MoneyText amount={contract.contract_value_amount} currency={contract.contract_value_currency} />;
    case "term":
      return <TermText contract={contract} />;
    case "auto_renew":
      return <AutoRenewText contract={contract} />;
    case "notice":
      return <DeadlineText at={contract.notice_deadline} now={now} />;
    case "owner":
      return contract.owner_name ?? dash;
    case "status":
      return contract.lifecycle_status ?? dash;
  }
}

/**
 * The contracts as an ARIA grid driven by the shared keyboard list (j/k or the arrows move, Enter
 * opens); a plain table, so the list's first load stays small.
 */
export function ContractsTable({
  list,
  busy,
  now,
  label,
  showVendor,
}: {
  list: KeyboardList<Contract>;
  busy: boolean;
  now: number | null;
  label: string;
  showVendor: boolean;
}) {
  const columns = showVendor ? COLUMNS : COLUMNS.filter(([column]) => column !== "vendor");
  return (
    <table
      {...list.gridProps}
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn("w-full border-collapse text-sm", busy && "opacity-70")}
    >
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {columns.map(([column, header, className]) => (
            <th key={column} scope="col" className={cn(headerClass, className)}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {list.rows.map((contract) => (
          <tr key={contract.id} {...list.rowProps(contract)}>
            {columns.map(([column, , className]) => (
              <td key={column} className={cn(cellClass, className)}>
                {cell(column, contract, now)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

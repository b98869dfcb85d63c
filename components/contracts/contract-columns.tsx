"use client";

import { Badge } from "@/components/ui/badge";
import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
import type { Contract } from "@/lib/web/hooks/contracts";
import { CONTRACT_TYPE_LABELS } from "./model";
import { AutoRenewText, ContractLink, DeadlineText, dash, MoneyText, TermText, VendorLink } from "./parts";

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

/** The contract list's columns for the shared keyboard list's grid (the vendor's only when it lists several vendors). */
export function contractColumns(showVendor: boolean, now: number | null): KeyboardListColumn<Contract>[] {
  return COLUMNS.filter(([column]) => showVendor || column !== "vendor").map(([column, header, className]) => ({
    header,
    className,
    cell: (contract) => cell(column, contract, now),
  }));
}

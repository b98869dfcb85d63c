"use client";

import { useState } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import type { FieldControlProps } from "@/components/ui/form-field";
import { type Contract, useContracts } from "@/lib/web/hooks/contracts";
import { CONTRACT_TYPE_LABELS } from "./model";

type ControlProps = Partial<FieldControlProps>;

/** Every ISO 4217 code with its name, from the maintained list (`currency-codes`), loaded on first opening. */
async function loadCurrencies(): Promise<ComboboxOption[]> {
  const { data } = await import("currency-codes");
  return data
    .map((record) => ({ value: record.code, label: record.code, description: record.currency }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** The ISO 4217 currency, searched by code or name; the list loads when the picker first opens. */
export function CurrencyPicker({
  value,
  onChange,
  disabled,
  ...control
}: ControlProps & { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const [options, setOptions] = useState<ComboboxOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    loadCurrencies().then(setOptions, () => setFailed(true));
  };
  return (
    <Combobox
      {...control}
      value={value}
      onChange={onChange}
      options={options ?? []}
      onOpen={load}
      loading={options === null && !failed}
      emptyText={failed ? "Couldn't load the currencies. Reload the page and try again." : "No currency matches."}
      noun="currency"
      placeholder="Search by code or name"
      limit={60}
      clearable
      disabled={disabled}
    />
  );
}

const PARENT_RESULTS = 20;

/**
 * The contract this one sits under (an SOW under its MSA): a search of the same vendor's contracts
 * (all of them while no vendor is chosen) by name or counterparty, itself left out.
 */
export function ParentContractPicker({
  value,
  valueLabel,
  onChange,
  vendorId,
  contractId,
  disabled,
  ...control
}: ControlProps & {
  value: string;
  /** The chosen parent's name, for when the search no longer lists it. */
  valueLabel?: string;
  onChange: (id: string, contract: Contract | null) => void;
  vendorId: string;
  /** The contract being edited: not its own parent. */
  contractId?: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const results = useContracts(
    { limit: PARENT_RESULTS, offset: 0, q: search.slice(0, 200) || undefined, vendor_id: vendorId || undefined },
    { enabled: opened },
  );
  const found = (results.data?.items ?? []).filter((contract) => contract.id !== contractId);
  const options: ComboboxOption[] = found.map((contract) => ({
    value: contract.id,
    label: contract.name,
    description: [CONTRACT_TYPE_LABELS[contract.contract_type], contract.vendor_name].filter(Boolean).join(" · "),
  }));
  let emptyText = vendorId ? "No contract of this vendor matches." : "No contract matches.";
  if (results.isError) {
    emptyText = results.error.message;
  }
  return (
    <Combobox
      {...control}
      value={value}
      valueLabel={valueLabel}
      onChange={(id) => onChange(id, found.find((contract) => contract.id === id) ?? null)}
      options={options}
      onOpen={() => setOpened(true)}
      onSearch={setSearch}
      loading={opened && (results.isPending || (results.isFetching && results.isPlaceholderData))}
      emptyText={emptyText}
      noun="contract"
      placeholder={vendorId ? "Search this vendor's contracts" : "Search contracts"}
      clearable
      disabled={disabled}
    />
  );
}

import type { BankAccount } from "@/lib/web/hooks/supplier-profile";
import { maskedDetails } from "./bank-form";
import { muted } from "./parts";

/** Why a change re-enters the bank details, and the saved ones as far as they are shown (masked). */
export function SavedBankDetailsNote({ account }: { account: BankAccount }) {
  const masked = maskedDetails(account);
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800">
      <p>
        Saved bank numbers are never shown in full, so they can't be filled in here. Re-enter all the bank details: they
        replace the current ones. The account keeps its current details until an admin approves the change.
      </p>
      {masked.length > 0 ? (
        <p className={`mt-1 ${muted}`}>Now: {masked.map((item) => `${item.label} ${item.value}`).join(", ")}</p>
      ) : null}
    </div>
  );
}

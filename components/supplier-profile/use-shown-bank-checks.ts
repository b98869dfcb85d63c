"use client";

import { useCallback, useState } from "react";
import type { ValidationResults } from "@/lib/web/hooks/supplier-profile";
import { CHECK_ALIASES, OTHER_FIELDS, type OtherBankField } from "./bank-account-form-values";
import type { ShownCheckCounts } from "./bank-check-summary";
import { placeChecks } from "./validation";

export interface ShownBankChecksInput {
  /** The live check's latest results. */
  results: ValidationResults | null;
  /** The bank country's fields (values.*). */
  fieldKeys: readonly string[];
  hasDetails: boolean;
  /** The person changed the currency in this opening. */
  currencyEdited: boolean;
}

/**
 * Which of the live checks the bank account form shows: after a save was tried, every one; before,
 * only those of the fields the person typed in or left (a check of a field not visited yet waits).
 */
export function useShownBankChecks({ results, fieldKeys, hasDetails, currencyEdited }: ShownBankChecksInput) {
  const [checksShown, setChecksShown] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const visit = (key: string) => setVisited((current) => (current.has(key) ? current : new Set([...current, key])));
  const showAll = useCallback(() => setChecksShown(true), []);
  const forget = useCallback(() => {
    setChecksShown(false);
    setVisited(new Set());
  }, []);

  const placed = placeChecks(results, [...fieldKeys, ...OTHER_FIELDS], CHECK_ALIASES);
  const shows = (key: string) => checksShown || visited.has(key);
  const valueCheckError = (key: string) => (shows(key) ? placed.byField[key]?.errors[0] : undefined);
  const valueWarnings = (key: string): readonly string[] => (shows(key) ? (placed.byField[key]?.warnings ?? []) : []);
  const otherError = (key: OtherBankField) =>
    hasDetails && (checksShown || key !== "currency" || currencyEdited) ? placed.byField[key]?.errors[0] : undefined;
  const fieldErrors = fieldKeys.filter((key) => (placed.byField[key]?.errors.length ?? 0) > 0);
  const counts: ShownCheckCounts = {
    errors:
      fieldErrors.filter(shows).length +
      OTHER_FIELDS.filter((key) => otherError(key)).length +
      placed.unplaced.filter((check) => check.level === "error").length,
    warnings:
      fieldKeys.filter(shows).reduce((sum, key) => sum + (placed.byField[key]?.warnings.length ?? 0), 0) +
      placed.unplaced.filter((check) => check.level === "warning").length,
    waiting: fieldErrors.filter((key) => !shows(key)).length,
  };

  return { unplaced: placed.unplaced, counts, valueCheckError, valueWarnings, otherError, visit, showAll, forget };
}

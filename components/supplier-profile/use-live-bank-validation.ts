"use client";

import { useCallback, useEffect, useState } from "react";
import {
  type BankValidationInput,
  type ValidationResults,
  validateBankDetails,
} from "@/lib/web/hooks/supplier-profile";

/** The pause after the last keystroke before the details are checked. */
export const VALIDATE_DEBOUNCE_MS = 300;

export interface LiveBankValidation {
  /** The latest answer for the details as they are now (or the last submit's 422), else null. */
  results: ValidationResults | null;
  status: "passed" | "passed_with_warnings" | "not_validated" | "failed" | null;
  /** A check is waiting for its pause or its answer. */
  checking: boolean;
  /** Why the last check got no answer, when it failed (a network error); the save checks again. */
  failure: string | null;
  /** Shows results the server gave another way (a refused save) until the details change. */
  show: (results: ValidationResults) => void;
}

interface Answer {
  requestKey: string;
  results: ValidationResults;
  status: LiveBankValidation["status"];
}

/**
 * Checks bank details with the server's own rules (POST /v1/bank_country_rules/validate) as they are
 * typed: once the typing pauses, the previous request is aborted, and only the answer for the
 * details as they are now is shown. `input` null checks nothing (no country or no details yet).
 */
export function useLiveBankValidation(input: BankValidationInput | null): LiveBankValidation {
  const requestKey = input ? JSON.stringify(input) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ requestKey: string; message: string } | null>(null);

  useEffect(() => {
    if (requestKey === null) {
      setPendingKey(null);
      return;
    }
    const body = JSON.parse(requestKey) as BankValidationInput;
    const controller = new AbortController();
    setPendingKey(requestKey);
    const timer = setTimeout(() => {
      validateBankDetails(body, controller.signal).then(
        (validation) => {
          setAnswer({ requestKey, results: validation.validation_results, status: validation.validation_status });
          setFailure(null);
          setPendingKey((current) => (current === requestKey ? null : current));
        },
        (error: unknown) => {
          if (controller.signal.aborted) {
            return;
          }
          const message = error instanceof Error ? error.message : "The server couldn't be reached.";
          setFailure({ requestKey, message });
          setPendingKey((current) => (current === requestKey ? null : current));
        },
      );
    }, VALIDATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [requestKey]);

  const show = useCallback(
    (results: ValidationResults) => {
      if (requestKey !== null) {
        setAnswer({ requestKey, results, status: results.errors.length > 0 ? "failed" : null });
      }
    },
    [requestKey],
  );

  // An answer about other details (before the last keystroke) is kept on screen while the next one
  // is on its way, so messages don't flicker; it goes once the details are cleared.
  const current = requestKey === null ? null : answer;
  return {
    results: current?.results ?? null,
    status: current?.status ?? null,
    checking: requestKey !== null && pendingKey === requestKey,
    failure: failure && failure.requestKey === requestKey ? failure.message : null,
    show,
  };
}

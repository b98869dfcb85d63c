import { describe, expect, it } from "vitest";
import type { BankDetailsSummary, BankReview } from "@/lib/web/hooks/bank-reviews";
import {
  ADMINS_ONLY_MESSAGE,
  changeIsHidden,
  compareDetails,
  countryLabel,
  decisionBlock,
  decisionLabel,
  highestSeverity,
  kindLabel,
  maskedNumber,
  needsVerificationNote,
  OWN_KEY_PROPOSAL_MESSAGE,
  OWN_PROPOSAL_MESSAGE,
  proposerLabel,
  routeChange,
  ruleChecks,
  signalSeverity,
  signalSummary,
  signalTitle,
  sortedSignals,
} from "./model";

function details(overrides: Partial<BankDetailsSummary> = {}): BankDetailsSummary {
  return {
    bank_country: "DE",
    currency: "EUR",
    bank_account_name: "Main account",
    account_number_masked: null,
    iban_masked: "****3000",
    swift_bic: "COBADEFFXXX",
    is_primary: true,
    statement_document_id: null,
    validation_status: "passed",
    validation_results: { rule_set: "DE 2025.1", errors: [], warnings: [] },
    country_config_version: "2025.1",
    payment_route: "domestic",
    ...overrides,
  };
}

function review(overrides: Partial<BankReview> = {}): BankReview {
  return {
    id: "cbbarev_1",
    vendor_id: "cbvndr_1",
    vendor_name: "Acme GmbH",
    bank_account_id: "cbvba_1",
    kind: "update",
    status: "pending",
    proposed: details({ iban_masked: "****6789", bank_country: "GB", payment_route: "wire", swift_bic: "BARCGB22" }),
    current: details(),
    signals: [],
    proposed_by: { type: "user", id: "cbuser_proposer", name: "Pat Proposer", user_id: "cbuser_proposer" },
    decided_by: null,
    decided_at: null,
    rejection_reason: null,
    verification_note: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    ...overrides,
  };
}

const admin = { role: "org:admin", userId: "cbuser_reviewer" };

describe("bank review labels", () => {
  it("names the change: a new account, or the live account's masked number", () => {
    expect(kindLabel(review({ kind: "create", current: null }))).toBe("New account");
    expect(kindLabel(review())).toBe("Change to ****3000");
    expect(kindLabel(review({ current: details({ iban_masked: null, account_number_masked: "****1234" }) }))).toBe(
      "Change to ****1234",
    );
    expect(kindLabel(review({ current: null }))).toBe("Change to an existing account");
  });

  it("shows masked numbers and country names, never more", () => {
    expect(maskedNumber(details())).toBe("IBAN ****3000");
    expect(maskedNumber(details({ iban_masked: null, account_number_masked: "****9012" }))).toBe("Account ****9012");
    expect(maskedNumber(details({ iban_masked: null }))).toBeNull();
    expect(countryLabel("de")).toBe("Germany (DE)");
    expect(countryLabel(null)).toBe("—");
  });

  it("names the proposer and the decider, 'you' for the signed-in user, never an ID", () => {
    expect(proposerLabel(review(), "cbuser_reviewer")).toBe("Pat Proposer");
    expect(proposerLabel(review(), "cbuser_proposer")).toBe("You");
    expect(
      proposerLabel(review({ proposed_by: { type: "api", id: "cbkey_1", name: "ERP sync", user_id: null } }), null),
    ).toBe("ERP sync (API)");
    expect(
      proposerLabel(
        review({ proposed_by: { type: "user", id: "cbuser_gone", name: null, user_id: "cbuser_gone" } }),
        null,
      ),
    ).toBe("A former user");
    const decided = review({ status: "rejected", decided_by: { id: "cbuser_reviewer", name: "Rae Reviewer" } });
    expect(decisionLabel(decided, null)).toBe("Rejected by Rae Reviewer");
    expect(decisionLabel(decided, "cbuser_reviewer")).toBe("Rejected by you");
    expect(decisionLabel(review(), null)).toBeNull();
  });
});

describe("signals", () => {
  const signals = [
    { code: "new_vendor", message: "First details." },
    { code: "holder_name_mismatch", message: "Holder differs." },
    { code: "account_on_other_vendor", message: "Shared account." },
    { code: "something_new", message: "A signal this page does not know." },
  ];

  it("asks for a verification note when a signal is high", () => {
    expect(needsVerificationNote(signals)).toBe(true);
    expect(needsVerificationNote(signals.filter((signal) => signal.code !== "account_on_other_vendor"))).toBe(false);
    expect(needsVerificationNote([])).toBe(false);
  });

  it("rates each signal; unknown codes count as medium", () => {
    expect(signalSeverity("account_on_other_vendor")).toBe("high");
    expect(signalSeverity("holder_name_mismatch")).toBe("medium");
    expect(signalSeverity("new_vendor")).toBe("low");
    expect(signalSeverity("something_new")).toBe("medium");
    expect(signalTitle({ code: "something_new", message: "" })).toBe("Unusual change");
  });

  it("summarises the count and the highest severity in text, most severe first", () => {
    expect(highestSeverity([])).toBeNull();
    expect(signalSummary([])).toBe("No signals");
    expect(signalSummary(signals.slice(0, 1))).toBe("1 signal · low");
    expect(signalSummary(signals)).toBe("4 signals · high");
    expect(sortedSignals(signals).map((signal) => signal.code)).toEqual([
      "account_on_other_vendor",
      "holder_name_mismatch",
      "something_new",
      "new_vendor",
    ]);
  });
});

describe("comparing the proposal with the live account", () => {
  it("marks the fields that differ, as shown (masked)", () => {
    const rows = compareDetails(review().current, review().proposed);
    const changed = rows.filter((row) => row.changed).map((row) => row.key);
    expect(changed).toEqual(["bank_country", "iban_masked", "swift_bic", "payment_route"]);
    expect(rows.find((row) => row.key === "bank_country")).toMatchObject({
      label: "Bank country",
      current: "Germany (DE)",
      proposed: "United Kingdom (GB)",
    });
    expect(rows.find((row) => row.key === "currency")).toMatchObject({
      current: "EUR",
      proposed: "EUR",
      changed: false,
    });
  });

  it("compares nothing for a new account", () => {
    const rows = compareDetails(null, details());
    expect(rows.every((row) => !row.changed && row.current === "—")).toBe(true);
    expect(changeIsHidden(review({ kind: "create", current: null }))).toBe(false);
  });

  it("says so when a change differs only in what the masking hides", () => {
    expect(changeIsHidden(review({ proposed: details() }))).toBe(true);
    expect(changeIsHidden(review())).toBe(false);
  });

  it("reports a move from domestic transfer to international wire", () => {
    expect(routeChange(review())).toEqual({ from: "Domestic transfer", to: "International wire", toWire: true });
    expect(routeChange(review({ proposed: details() }))).toBeNull();
    expect(routeChange(review({ kind: "create", current: null }))).toBeNull();
    expect(routeChange(review({ current: details({ payment_route: null }) }))).toEqual({
      from: "Not determined",
      to: "International wire",
      toWire: false,
    });
  });

  it("lists the country-rule errors, then the warnings", () => {
    const warning = {
      field: "swift_bic",
      code: "bic_country",
      level: "warning" as const,
      message: "BIC country differs.",
    };
    const error = { field: "iban", code: "checksum", level: "error" as const, message: "Checksum fails." };
    expect(
      ruleChecks(details({ validation_results: { rule_set: null, errors: [error], warnings: [warning] } })),
    ).toEqual([error, warning]);
  });
});

describe("who may decide", () => {
  it("lets another admin decide a pending change", () => {
    expect(decisionBlock(review(), admin)).toBeNull();
  });

  it("keeps the proposer from deciding their own change (four eyes)", () => {
    expect(decisionBlock(review(), { ...admin, userId: "cbuser_proposer" })).toBe(OWN_PROPOSAL_MESSAGE);
    expect(OWN_PROPOSAL_MESSAGE).toBe("You proposed this change; another admin must decide it.");
    // A key's proposal is its creator's own; another admin's key is not.
    const viaOwnKey = review({ proposed_by: { type: "api", id: "cbkey_1", name: "ERP sync", user_id: admin.userId } });
    expect(decisionBlock(viaOwnKey, admin)).toBe(OWN_KEY_PROPOSAL_MESSAGE);
    expect(proposerLabel(viaOwnKey, admin.userId)).toBe("Your key ERP sync");
    const viaOtherKey = review({ proposed_by: { type: "api", id: "cbkey_2", name: "Other", user_id: "cbuser_other" } });
    expect(decisionBlock(viaOtherKey, admin)).toBeNull();
    const viaKeyOfKey = review({ proposed_by: { type: "api", id: "cbkey_3", name: "Nested", user_id: null } });
    expect(decisionBlock(viaKeyOfKey, admin)).toBeNull();
  });

  it("leaves members read-only and explains decided changes", () => {
    expect(decisionBlock(review(), { role: "org:member", userId: "cbuser_member" })).toBe(ADMINS_ONLY_MESSAGE);
    expect(decisionBlock(review({ status: "approved" }), admin)).toBe("This change was already approved.");
    expect(decisionBlock(review(), undefined)).toMatch(/^Checking/);
  });
});

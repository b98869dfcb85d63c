import { describe, expect, it } from "vitest";
import type { ChangeFeedEntry } from "@/lib/web/hooks/supplier-profile";
import { describeFeedEntry, feedTitle, feedValue, isShownField } from "./change-feed-model";

const entry = (overrides: Partial<ChangeFeedEntry>): ChangeFeedEntry => ({
  id: "cbact_1",
  entity_type: "site",
  entity_id: "cbsite_1",
  action: "created",
  actor_type: "user",
  label: "Erin Admin",
  snapshot: null,
  changes: [],
  actor_name: "Erin Admin",
  reason: null,
  created_at: 1_760_000_000,
  ...overrides,
});

const names = new Map([
  ["cble_1", "Acme Inc."],
  ["cble_2", "Acme GmbH"],
  ["cbsite_2", "Boston warehouse"],
]);

describe("change feed entries", () => {
  it("says what happened to what, in words", () => {
    expect(feedTitle(entry({ action: "created" }))).toBe("Added a site");
    expect(feedTitle(entry({ entity_type: "tax_registration", action: "updated" }))).toBe("Changed a tax registration");
    expect(feedTitle(entry({ entity_type: "diversity_record", action: "deleted" }))).toBe("Deleted a diversity record");
    expect(feedTitle(entry({ entity_type: "bank_account", action: "retired" }))).toBe("Retired a bank account");
    expect(feedTitle(entry({ entity_type: "legal_entity_assignment", action: "updated" }))).toBe(
      "Changed the legal entities",
    );
    expect(feedTitle(entry({ entity_type: "bank_account", action: "rejected", snapshot: { kind: "create" } }))).toBe(
      "Rejected a new bank account",
    );
    expect(feedTitle(entry({ entity_type: "bank_account", action: "rejected", snapshot: { kind: "update" } }))).toBe(
      "Rejected a bank account change",
    );
    expect(
      feedTitle(
        entry({
          entity_type: "bank_account",
          action: "approved",
          changes: [{ field: "status", before: null, after: "active" }],
        }),
      ),
    ).toBe("Approved a new bank account");
  });

  it("shows a created bank account's masked key facts, never an ID", () => {
    const view = describeFeedEntry(
      entry({
        entity_type: "bank_account",
        entity_id: "cbvba_1",
        actor_type: "api",
        label: "API",
        snapshot: {
          id: "cbvba_1",
          vendor_id: "cbvndr_1",
          bank_country: "US",
          currency: "USD",
          bank_account_name: null,
          account_number_masked: "****6789",
          iban_masked: null,
          swift_bic: null,
          is_primary: true,
          validation_status: "passed",
          payment_route: "domestic",
          statement_document_id: null,
        },
        changes: [{ field: "account_number_masked", before: null, after: "****6789" }],
      }),
      names,
    );
    expect(view.actor).toBe("API");
    expect(view.subject).toBe("United States ****6789");
    expect(view.facts).toEqual([
      { label: "Bank country", value: "United States" },
      { label: "Currency", value: "USD" },
      { label: "Account number", value: "****6789" },
      { label: "Primary", value: "Yes" },
      { label: "Validation", value: "Passed" },
      { label: "Payment route", value: "Domestic payment" },
    ]);
    expect(view.changes).toEqual([]);
    expect(JSON.stringify(view)).not.toMatch(/cbvba_|cbvndr_/);
  });

  it("lists an update's field changes by name, leaving out bookkeeping and IDs", () => {
    const view = describeFeedEntry(
      entry({
        action: "updated",
        snapshot: { country: "US", city: "Cambridge", label: "HQ" },
        changes: [
          { field: "city", before: "Boston", after: "Cambridge" },
          { field: "remit_to_site_id", before: null, after: "cbsite_2" },
          { field: "validation_results", before: {}, after: { errors: [] } },
          { field: "service_id", before: null, after: "cbsvc_1" },
          { field: "location_purpose", before: "ordering", after: "hq" },
        ],
      }),
      names,
    );
    expect(view.subject).toBe("HQ");
    expect(view.changes.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual([
      "City: Boston → Cambridge",
      "Remit to: — → Boston warehouse",
      "Purpose: Ordering → Headquarters",
    ]);
  });

  it("names the legal entities instead of their IDs", () => {
    const view = describeFeedEntry(
      entry({
        entity_type: "legal_entity_assignment",
        action: "updated",
        snapshot: { legal_entity_ids: ["cble_1", "cble_2"] },
        changes: [{ field: "legal_entity_ids", before: ["cble_1"], after: ["cble_1", "cble_2"] }],
      }),
      names,
    );
    expect(view.facts).toEqual([]);
    expect(view.changes).toEqual([
      { field: "legal_entity_ids", label: "Legal entities", before: "Acme Inc.", after: "Acme Inc., Acme GmbH" },
    ]);
    expect(feedValue("legal_entity_ids", ["cble_9"], names)).toBe("a legal entity no longer listed");
  });

  it("shows a rejected bank change's reason and proposed masked numbers", () => {
    const view = describeFeedEntry(
      entry({
        entity_type: "bank_account",
        entity_id: "cbbarev_1",
        action: "rejected",
        snapshot: {
          bank_country: "DE",
          iban_masked: "****3000",
          kind: "update",
          bank_account_id: "cbvba_1",
          rejection_reason: "The vendor did not confirm it.",
        },
        reason: "The vendor did not confirm it.",
      }),
      names,
    );
    expect(view.reason).toBe("The vendor did not confirm it.");
    expect(view.facts).toContainEqual({ label: "IBAN", value: "****3000" });
    expect(JSON.stringify(view)).not.toContain("cbvba_1");
  });

  it("describes tax registrations and diversity records by their words", () => {
    const tax = describeFeedEntry(
      entry({
        entity_type: "tax_registration",
        snapshot: { country: "US", registration_type: "ein", value_masked: "****3594", validation_status: "passed" },
      }),
      names,
    );
    expect(tax.subject).toBe("EIN (United States)");
    expect(tax.facts).toContainEqual({ label: "Number", value: "****3594" });
    const diversity = describeFeedEntry(
      entry({
        entity_type: "diversity_record",
        action: "deleted",
        snapshot: { classification: "women_owned", expires_at: 1_767_225_600 },
      }),
      names,
    );
    expect(diversity.subject).toBe("Women-owned");
    expect(diversity.facts).toContainEqual({ label: "Expires", value: "Jan 1, 2026" });
  });

  it("never shows ID fields it cannot name", () => {
    expect(isShownField("vendor_id")).toBe(false);
    expect(isShownField("some_other_ids")).toBe(false);
    expect(isShownField("remit_to_site_id")).toBe(true);
    expect(isShownField("city")).toBe(true);
  });
});

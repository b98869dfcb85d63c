import { describe, expect, it } from "vitest";
import { apiRequestError } from "@/lib/web/error-message";
import type { Contract } from "@/lib/web/hooks/contracts";
import { contractListSearch } from "@/lib/web/hooks/contracts";
import {
  contractProblems,
  EMPTY_CONTRACT,
  fieldOfContractError,
  termProblems,
  toContractBody,
  toContractPatch,
  toCreateBody,
  toFormValues,
} from "./contract-form";
import {
  activeSavedView,
  hasContractFilters,
  readContractFilters,
  SAVED_VIEWS,
  savedViewParams,
  toContractQuery,
} from "./list-state";
import { CONTRACT_TYPE_OPTIONS, daysPhrase, noticeDeadlineOf } from "./model";
import { buildTimeline, decisionLine, needsDecision, recordedDecision, withDecision } from "./renewals-model";

const DAY = 86_400;
const day = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 1000;
// 2026-11-23 15:30 UTC
const NOW = day("2026-11-23") + 15.5 * 3600;
const page = { limit: 50, offset: 100 };

function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: "cbcontract_1",
    name: "Acme MSA",
    description: null,
    contract_type: "msa",
    vendor_id: "cbvndr_1",
    counterparty_name: null,
    parent_contract_id: null,
    workflow_state: "draft",
    lifecycle_status: "Active",
    effective_date: null,
    term_start_date: null,
    expiration_date: null,
    renewal_date: null,
    auto_renew: null,
    termination_notice_period_days: null,
    contract_value_amount: null,
    contract_value_currency: null,
    executed_at: null,
    engagement_ids: [],
    is_archived: false,
    created_at: NOW,
    updated_at: NOW,
    notice_deadline: null,
    owner_user_id: null,
    lifecycle_status_id: "cbst_active",
    vendor_name: "Acme",
    owner_name: null,
    parent_contract_name: null,
    ...overrides,
  };
}

describe("contracts list state", () => {
  it("maps the URL's filters to the API's names, leaving out what is unset or unreadable", () => {
    const none = readContractFilters({ page: "3" });
    expect(hasContractFilters(none)).toBe(false);
    expect(contractListSearch(toContractQuery(none, null, page))).toBe("limit=50&offset=100");
    const set = readContractFilters({
      q: " acme ",
      contract_type: "sow",
      auto_renew: "automatic",
      vendor: "cbvndr_1",
      include_archived: "true",
      notice_deadline_before: "1790000000",
    });
    expect(hasContractFilters(set)).toBe(true);
    expect(contractListSearch(toContractQuery(set, "notice_deadline", page))).toBe(
      "limit=50&offset=100&vendor_id=cbvndr_1&q=acme&contract_type=sow&auto_renew=automatic&include_archived=true&notice_deadline_before=1790000000&sort=notice_deadline",
    );
    const odd = readContractFilters({ contract_type: "lease", auto_renew: "maybe", expiring_before: "soon" });
    expect(contractListSearch(toContractQuery(odd, "-name", page))).toBe("limit=50&offset=100");
    expect(toContractQuery(set, null, { ...page, vendorId: "cbvndr_2" }).vendor_id).toBe("cbvndr_2");
    expect(toContractQuery(readContractFilters({ q: "x".repeat(300) }), null, page).q).toHaveLength(200);
  });

  it("offers saved views that set a day-end bound and the order, and knows which one the URL shows", () => {
    const notice30 = SAVED_VIEWS.find((view) => view.id === "notice-30");
    const expiring90 = SAVED_VIEWS.find((view) => view.id === "expiring-90");
    expect(SAVED_VIEWS.map((view) => view.label)).toContain("Expiring in 60 days");
    if (!notice30 || !expiring90) {
      throw new Error("saved views missing");
    }
    const params = savedViewParams(notice30, NOW);
    // The whole 30th day is in: the bound is the midnight that ends it.
    expect(params).toEqual({
      notice_deadline_before: String(day("2026-12-24")),
      expiring_before: null,
      sort: "notice_deadline",
    });
    const filters = readContractFilters({ notice_deadline_before: String(day("2026-12-24")) });
    expect(activeSavedView(filters, "notice_deadline", NOW)?.id).toBe("notice-30");
    expect(activeSavedView(filters, "notice_deadline", NOW + DAY)).toBeNull();
    expect(activeSavedView(filters, null, NOW)).toBeNull();
    expect(savedViewParams(expiring90, NOW)).toMatchObject({ expiring_before: String(day("2027-02-22")) });
  });
});

describe("dates and words", () => {
  it("says how far a day is", () => {
    expect(daysPhrase(0)).toBe("today");
    expect(daysPhrase(1)).toBe("in 1 day");
    expect(daysPhrase(45)).toBe("in 45 days");
    expect(daysPhrase(-3)).toBe("3 days ago");
  });

  it("computes the notice deadline as the API stores it", () => {
    expect(noticeDeadlineOf(day("2027-03-01"), 60)).toBe(day("2026-12-31"));
    expect(noticeDeadlineOf(null, 60)).toBeNull();
    expect(noticeDeadlineOf(day("2027-03-01"), null)).toBeNull();
  });

  it("lists every contract type once", () => {
    expect(CONTRACT_TYPE_OPTIONS).toHaveLength(20);
    expect(CONTRACT_TYPE_OPTIONS[0]).toEqual({ value: "msa", label: "MSA" });
  });
});

describe("renewal decisions", () => {
  const deadline = day("2026-12-10");
  const due = contract({
    auto_renew: "automatic",
    notice_deadline: deadline,
    expiration_date: day("2027-01-09"),
    termination_notice_period_days: 30,
  });

  it("asks for one when an auto-renewing contract's deadline is within 30 days or passed, the renewal still ahead", () => {
    expect(needsDecision(due, NOW)).toBe(true);
    expect(needsDecision({ ...due, notice_deadline: day("2026-11-01") }, NOW)).toBe(true);
    expect(needsDecision({ ...due, notice_deadline: day("2026-12-23") }, NOW)).toBe(true);
    expect(needsDecision({ ...due, notice_deadline: day("2026-12-24") }, NOW)).toBe(false);
    expect(needsDecision({ ...due, auto_renew: "manual" }, NOW)).toBe(false);
    expect(needsDecision({ ...due, expiration_date: day("2026-11-22") }, NOW)).toBe(false);
    expect(needsDecision({ ...due, lifecycle_status: "Terminated" }, NOW)).toBe(false);
    expect(needsDecision({ ...due, is_archived: true }, NOW)).toBe(false);
  });

  it("records the decision for its deadline in the description; a new deadline asks again", () => {
    const line = decisionLine("terminate", deadline, "  Moving to  Globex. ");
    expect(line).toBe("Renewal decision (notice deadline 2026-12-10): terminate. Moving to Globex.");
    expect(decisionLine("renew", deadline, "")).toBe("Renewal decision (notice deadline 2026-12-10): renew.");
    const described = withDecision("Signed by legal.\n", line);
    expect(described).toBe(`Signed by legal.\n\n${line}`);
    expect(withDecision(null, line)).toBe(line);
    const decided = { ...due, description: described };
    expect(recordedDecision(decided)).toBe("terminate");
    expect(needsDecision(decided, NOW)).toBe(false);
    const renewed = { ...due, description: withDecision(described, decisionLine("renew", deadline, "")) };
    expect(recordedDecision(renewed)).toBe("renew");
    expect(recordedDecision({ ...decided, notice_deadline: day("2027-12-10") })).toBeNull();
  });
});

describe("the renewals timeline", () => {
  it("groups the next 12 months by month, each contract once, passed deadlines apart", () => {
    const withNotice = [
      contract({ id: "a", name: "Passed", notice_deadline: day("2026-11-01"), expiration_date: day("2027-01-01") }),
      contract({ id: "gone", name: "Over", notice_deadline: day("2026-10-01"), expiration_date: day("2026-11-01") }),
      contract({ id: "b", name: "December", notice_deadline: day("2026-12-05"), expiration_date: day("2027-02-03") }),
      contract({ id: "c", name: "Next year", notice_deadline: day("2027-11-20"), expiration_date: day("2028-01-01") }),
      contract({ id: "far", name: "Too far", notice_deadline: day("2027-12-01"), expiration_date: day("2028-02-01") }),
    ];
    const expiring = [
      contract({ id: "b", name: "December", notice_deadline: day("2026-12-05"), expiration_date: day("2027-02-03") }),
      contract({ id: "d", name: "No notice", expiration_date: day("2027-03-15") }),
      contract({ id: "old", name: "Expired", expiration_date: day("2026-10-15") }),
    ];
    const timeline = buildTimeline(withNotice, expiring, NOW, (key) => key);
    expect(timeline.passed.map((entry) => entry.contract.id)).toEqual(["a"]);
    expect(timeline.months).toHaveLength(13);
    expect(timeline.months[0]?.key).toBe("2026-11");
    expect(timeline.months[12]?.key).toBe("2027-11");
    const placed = timeline.months.flatMap((month) =>
      month.entries.map((entry) => `${month.key} ${entry.contract.id} ${entry.kind}`),
    );
    expect(placed).toEqual(["2026-12 b notice", "2027-03 d expiration", "2027-11 c notice"]);
  });
});

describe("the contract editor's rules", () => {
  const values = { ...EMPTY_CONTRACT, name: "Acme MSA", contract_type: "msa" };

  it("puts a date out of order on the later field, naming the earlier one", () => {
    expect(termProblems({ effective_date: "2026-02-01", term_start_date: "2026-01-01", expiration_date: "" })).toEqual({
      term_start_date: expect.stringMatching(/^The term start can't be before the effective date/),
    });
    expect(
      termProblems({ effective_date: "2026-01-01", term_start_date: "2026-03-01", expiration_date: "2026-02-01" }),
    ).toEqual({ expiration_date: expect.stringMatching(/^The expiration can't be before the term start/) });
    expect(termProblems({ effective_date: "2026-03-01", term_start_date: "", expiration_date: "2026-02-01" })).toEqual({
      expiration_date: expect.stringMatching(/before the effective date/),
    });
    expect(
      termProblems({ effective_date: "2026-01-01", term_start_date: "2026-01-01", expiration_date: "2026-01-01" }),
    ).toEqual({});
  });

  it("checks names, numbers, dates and the amount in the locale", () => {
    expect(contractProblems(values, "en-US")).toEqual({});
    expect(contractProblems(EMPTY_CONTRACT, "en-US")).toEqual({
      name: "Enter the contract's name.",
      contract_type: "Choose the contract type.",
    });
    const wrong = contractProblems(
      {
        ...values,
        renewal_date: "2026-02-30",
        termination_notice_period_days: "1.5",
        contract_value_amount: "1234.56",
        contract_value_currency: "usd",
      },
      "de-DE",
    );
    expect(wrong).toEqual({
      renewal_date: "Enter a valid date.",
      termination_notice_period_days: "Enter a whole number of days from 0 to 36,500.",
      contract_value_amount: "Enter an amount such as 1.234,56.",
      contract_value_currency: "Choose a currency from the list.",
    });
  });

  it("sends the exact decimal and nulls for empty fields, and only what changed on an edit", () => {
    const filled = {
      ...values,
      vendor_id: "cbvndr_1",
      effective_date: "2026-01-01",
      expiration_date: "2027-01-01",
      termination_notice_period_days: "60",
      contract_value_amount: "1.234.567,89",
      contract_value_currency: "EUR",
      owner_user_id: ["cbuser_1"],
    };
    const body = toContractBody(filled, "de-DE");
    expect(body).toMatchObject({
      name: "Acme MSA",
      contract_type: "msa",
      vendor_id: "cbvndr_1",
      counterparty_name: null,
      effective_date: day("2026-01-01"),
      term_start_date: null,
      expiration_date: day("2027-01-01"),
      termination_notice_period_days: 60,
      contract_value_amount: "1234567.89",
      contract_value_currency: "EUR",
      owner_user_id: "cbuser_1",
      auto_renew: null,
    });
    expect(toCreateBody(values, "en-US")).toEqual({ name: "Acme MSA", contract_type: "msa" });
    const saved = toFormValues(
      contract({
        effective_date: day("2026-01-01"),
        expiration_date: day("2027-01-01"),
        termination_notice_period_days: 60,
        contract_value_amount: "1234567.89",
        contract_value_currency: "EUR",
        owner_user_id: "cbuser_1",
      }),
      "de-DE",
    );
    expect(saved.contract_value_amount).toBe("1.234.567,89");
    expect(toContractPatch(saved, saved, "de-DE")).toEqual({});
    expect(toContractPatch({ ...saved, contract_value_amount: "1234567,890" }, saved, "de-DE")).toEqual({});
    expect(
      toContractPatch(
        { ...saved, contract_value_amount: "", auto_renew: "automatic", owner_user_id: [] },
        saved,
        "de-DE",
      ),
    ).toEqual({ contract_value_amount: null, auto_renew: "automatic", owner_user_id: null });
  });

  it("places the server's refusals on their fields", () => {
    const refusal = (status: number, code: string, message: string) =>
      apiRequestError(status, { detail: { code, message } });
    expect(
      fieldOfContractError(refusal(422, "invalid_term", "expiration_date must not be before term_start_date")),
    ).toBe("expiration_date");
    expect(
      fieldOfContractError(
        refusal(
          422,
          "invalid_term",
          "term_start_date (1790000000) is before effective_date (1800000000): the dates must run effective_date ≤ term_start_date ≤ expiration_date.",
        ),
      ),
    ).toBe("term_start_date");
    expect(fieldOfContractError(refusal(422, "invalid_term", "The dates are out of order."))).toBe("expiration_date");
    expect(fieldOfContractError(refusal(400, "vendor_not_found", "Vendor not found."))).toBe("vendor_id");
    expect(
      fieldOfContractError(
        refusal(400, "invalid_contract", "parent_contract_id: the contract would be its own ancestor"),
      ),
    ).toBe("parent_contract_id");
    expect(fieldOfContractError(refusal(400, "invalid_contract", "owner_user_id: unknown user"))).toBe("owner_user_id");
    expect(fieldOfContractError(refusal(404, "contract_not_found", "Contract not found."))).toBeNull();
    expect(fieldOfContractError(new Error("boom"))).toBeNull();
  });
});

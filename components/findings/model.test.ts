import { describe, expect, it } from "vitest";
import { querySearch } from "@/lib/web/api";
import { clearedObligationFilters, readObligationFilters, toObligationQuery } from "../obligations/list-state";
import {
  dueBeforeOf,
  hasFindingFilters,
  isClosedFindingStatus,
  readFindingFilters,
  toFindingQuery,
} from "./list-state";

const page = { limit: 50, offset: 100 };

describe("findings list state", () => {
  it("shows active findings by default and maps the URL's filters to the API's names", () => {
    const none = readFindingFilters({ page: "3" });
    expect(hasFindingFilters(none)).toBe(false);
    expect(querySearch({ ...toFindingQuery(none, page) })).toBe("limit=50&offset=100&is_archived=false");
    const set = readFindingFilters({ finding_status: " cbst_1 ", vendor: "cbvndr_1", archived: "archived" });
    expect(hasFindingFilters(set)).toBe(true);
    expect(querySearch({ ...toFindingQuery(set, page) })).toBe(
      "limit=50&offset=100&vendor_id=cbvndr_1&finding_status_id=cbst_1&is_archived=true",
    );
    expect(toFindingQuery(readFindingFilters({ archived: "all" }), page).is_archived).toBeUndefined();
  });

  it("lets the vendor page's vendor win over the URL's vendor filter", () => {
    const filters = readFindingFilters({ vendor: "cbvndr_other" });
    expect(toFindingQuery(filters, { ...page, vendorId: "cbvndr_mine" }).vendor_id).toBe("cbvndr_mine");
  });

  it("maps open, closed, severity, owner and due to the API's triage filters", () => {
    const now = Date.UTC(2026, 0, 14, 15, 30) / 1000;
    const open = readFindingFilters({ finding_status: "open", severity: "high", owner: "cbuser_1" });
    expect(querySearch({ ...toFindingQuery(open, { ...page, nowSeconds: now }) })).toBe(
      "limit=50&offset=100&open=true&severity=high&owner_id=cbuser_1",
    );
    expect(querySearch({ ...toFindingQuery(readFindingFilters({ finding_status: "closed" }), page) })).toBe(
      "limit=50&offset=100&is_archived=false&open=false",
    );
    expect(toFindingQuery(readFindingFilters({ severity: "urgent" }), page).severity).toBeUndefined();
    const week = toFindingQuery(readFindingFilters({ due: "week" }), { ...page, nowSeconds: now });
    expect(week).toMatchObject({ open: true, due_before: Date.UTC(2026, 0, 22) / 1000 });
    expect(dueBeforeOf("overdue", now)).toBe(Date.UTC(2026, 0, 14) / 1000);
    expect(dueBeforeOf("", now)).toBeUndefined();
  });

  it("knows the default closing statuses", () => {
    expect(["Resolved", "Risk accepted", "Closed"].map(isClosedFindingStatus)).toEqual([true, true, true]);
    expect(["Open", "In progress", undefined].map(isClosedFindingStatus)).toEqual([false, false, false]);
    expect(["done", " Remediated ", "Accepted"].map(isClosedFindingStatus)).toEqual([true, true, true]);
  });
});

describe("obligations list state", () => {
  it("sends known statuses and the assignee, ignores an unknown status, and clears every key", () => {
    const filters = readObligationFilters({ obligation_status: "satisfied", assignee: "cbuser_1" });
    expect(querySearch({ ...toObligationQuery(filters, page) })).toBe(
      "limit=50&offset=100&obligation_status=satisfied&assignee_id=cbuser_1&is_archived=false",
    );
    expect(toObligationQuery(readObligationFilters({ obligation_status: "done" }), page).obligation_status).toBe(
      undefined,
    );
    expect(clearedObligationFilters()).toEqual({
      obligation_status: null,
      vendor: null,
      assignee: null,
      archived: null,
    });
  });
});

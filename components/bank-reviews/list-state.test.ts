import { describe, expect, it } from "vitest";
import { hasReviewFilters, readReviewFilters, showsPendingQueue, toReviewQuery } from "./list-state";

describe("bank review URL filters", () => {
  it("shows the pending queue by default", () => {
    const filters = readReviewFilters({});
    expect(toReviewQuery(filters, { limit: 50, offset: 0 })).toEqual({
      status: "pending",
      vendor_id: undefined,
      limit: 50,
      offset: 0,
    });
    expect(hasReviewFilters(filters)).toBe(false);
    expect(showsPendingQueue(filters)).toBe(true);
  });

  it("maps the status and vendor filters to the API's", () => {
    const filters = readReviewFilters({ status: "rejected", vendor: " cbvndr_1 " });
    expect(toReviewQuery(filters, { limit: 25, offset: 25 })).toEqual({
      status: "rejected",
      vendor_id: "cbvndr_1",
      limit: 25,
      offset: 25,
    });
    expect(hasReviewFilters(filters)).toBe(true);
  });

  it("reads 'all' as every status and an unknown status as pending", () => {
    expect(toReviewQuery(readReviewFilters({ status: "all" }), { limit: 50, offset: 0 }).status).toBeUndefined();
    expect(toReviewQuery(readReviewFilters({ status: "bogus" }), { limit: 50, offset: 0 }).status).toBe("pending");
  });
});

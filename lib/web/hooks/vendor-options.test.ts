import { describe, expect, it } from "vitest";
import { vendorFilterOptions, vendorIdsOf } from "./vendor-options";

const listed = [
  { value: "cbvndr_a", label: "Acme" },
  { value: "cbvndr_b", label: "Globex" },
];

describe("the vendor filter's options", () => {
  it("are the listed vendors when nothing or a listed vendor is chosen", () => {
    expect(vendorFilterOptions(listed, "", new Map())).toBe(listed);
    expect(vendorFilterOptions(listed, "cbvndr_b", new Map())).toBe(listed);
  });

  it("add a chosen vendor beyond the list by its name, and never by its ID while the name loads", () => {
    const names = new Map([["cbvndr_z", "Zephyr Logistics"]]);
    expect(vendorFilterOptions(listed, "cbvndr_z", names)).toEqual([
      ...listed,
      { value: "cbvndr_z", label: "Zephyr Logistics" },
    ]);
    expect(vendorFilterOptions(listed, "cbvndr_z", new Map())).toEqual([
      ...listed,
      { value: "cbvndr_z", label: "Selected vendor" },
    ]);
  });
});

describe("the vendors of a page's rows", () => {
  it("leaves out rows without a vendor", () => {
    expect(vendorIdsOf([{ vendor_id: "cbvndr_a" }, { vendor_id: null }, {}, { vendor_id: "cbvndr_b" }])).toEqual([
      "cbvndr_a",
      "cbvndr_b",
    ]);
    expect(vendorIdsOf(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { EXPORT_MAX_LIMIT } from "@/lib/contract/export-limits";
import { exportCsvHref, exportCsvPartOffsets } from "@/lib/web/hooks/export";

describe("CSV download parts", () => {
  it("asks for the most rows one call returns, so the link is not cut to the default page", () => {
    expect(exportCsvHref("vendors", " acme ")).toBe(
      `/api/v1/export/vendors?limit=${EXPORT_MAX_LIMIT}&supplier_name=acme&format=csv`,
    );
    expect(exportCsvHref("services", "", EXPORT_MAX_LIMIT)).toBe(
      `/api/v1/export/services?limit=${EXPORT_MAX_LIMIT}&offset=${EXPORT_MAX_LIMIT}&format=csv`,
    );
  });

  it("splits a report larger than one call into parts that cover every row", () => {
    expect(exportCsvPartOffsets(0)).toEqual([0]);
    expect(exportCsvPartOffsets(EXPORT_MAX_LIMIT)).toEqual([0]);
    expect(exportCsvPartOffsets(EXPORT_MAX_LIMIT + 1)).toEqual([0, EXPORT_MAX_LIMIT]);
    expect(exportCsvPartOffsets(3 * EXPORT_MAX_LIMIT - 5)).toEqual([0, EXPORT_MAX_LIMIT, 2 * EXPORT_MAX_LIMIT]);
  });
});

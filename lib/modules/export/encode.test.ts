import { describe, expect, it } from "vitest";
import { createOrg } from "@/lib/testing/fixtures";
import { insertVendor } from "@/lib/testing/records";
import { csvCell, jsonExportStream } from "./encode";
import { openExport } from "./service";

describe("csvCell", () => {
  it("quotes per RFC 4180 and defuses spreadsheet formulas in text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${lead}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(0.75)).toBe("0.75");
    expect(csvCell(false)).toBe("false");
  });
});

describe("export stream", () => {
  it("reads batches as the consumer pulls, and stops when it cancels", async () => {
    const org = await createOrg();
    for (let index = 0; index < 10; index++) {
      await insertVendor(org, { name: `Vendor ${index}` });
    }
    const opened = await openExport(org.orgId, "vendors", { limit: 10, offset: 0 }, 2);
    let batchesRead = 0;
    const batches = opened.batches;
    opened.batches = async function* counted() {
      for await (const batch of batches()) {
        batchesRead += 1;
        yield batch;
      }
    };
    const reader = jsonExportStream(opened).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toMatch(/^\{"id":"cbexprt_[0-9a-f]{32}".*"data":\[$/);
    const first = JSON.parse(`[${decoder.decode((await reader.read()).value)}]`);
    expect(first).toHaveLength(2);
    await reader.cancel();
    // At most the batch being fetched when the consumer went away; never the other three.
    expect(batchesRead).toBeLessThanOrEqual(2);
  });
});

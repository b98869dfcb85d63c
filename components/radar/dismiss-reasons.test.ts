import { describe, expect, it } from "vitest";
import { REMEMBERED_REASONS, withReason } from "./dismiss-reasons";

describe("remembered dismissal reasons", () => {
  it("puts the latest reason first, once, trimmed, and keeps the last few", () => {
    expect(withReason(["Not our vendor", "Duplicate"], " Duplicate ")).toEqual(["Duplicate", "Not our vendor"]);
    expect(withReason(["Duplicate"], "   ")).toEqual(["Duplicate"]);
    const many = Array.from({ length: REMEMBERED_REASONS }, (_, index) => `reason ${index}`);
    const next = withReason(many, "new");
    expect(next).toHaveLength(REMEMBERED_REASONS);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`reason ${REMEMBERED_REASONS - 1}`);
  });
});

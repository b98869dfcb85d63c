import { describe, expect, it } from "vitest";
import {
  dismissalReasonText,
  exclusionReason,
  includedWithoutDocuments,
  type VendorEntry,
  vendorNamesSentence,
} from "./vendor-flags";

const entry = (overrides: Partial<VendorEntry>): VendorEntry => ({
  vendor_id: "v1",
  source: "matched",
  included: true,
  assessment_id: null,
  vendor_name: "Acme",
  alert: null,
  document_count: 1,
  ...overrides,
});
const dismissedAlert = (code: string | null, reason: string | null) => ({
  id: "a1",
  severity: "high" as const,
  state: "dismissed" as const,
  dismiss_reason_code: code,
  dismiss_reason: reason,
  dismissed_by: "Ada Admin",
});

describe("reassessment vendor flags", () => {
  it("words a dismissal's reason from its code and text", () => {
    expect(dismissalReasonText(dismissedAlert("false_positive", "Other Acme"))).toBe("False positive: Other Acme");
    expect(dismissalReasonText(dismissedAlert("risk_accepted", null))).toBe("Risk accepted");
    expect(dismissalReasonText(dismissedAlert(null, "Old news"))).toBe("Old news");
    expect(dismissalReasonText(dismissedAlert(null, null))).toBe("No reason given");
    expect(dismissalReasonText({ ...dismissedAlert(null, null), state: "active" })).toBeNull();
  });

  it("explains an exclusion only for a matched vendor left out because its alert was dismissed", () => {
    const alert = dismissedAlert("duplicate", null);
    expect(exclusionReason(entry({ included: false, alert }))).toBe("Alert dismissed (Duplicate)");
    expect(exclusionReason(entry({ included: true, alert }))).toBeNull();
    expect(exclusionReason(entry({ included: false, alert: null }))).toBeNull();
    expect(exclusionReason(entry({ included: false, source: "manual", alert }))).toBeNull();
  });

  it("flags included vendors without documents, and names them briefly", () => {
    const set = [
      entry({ vendor_id: "a", vendor_name: "Acme", document_count: 0 }),
      entry({ vendor_id: "b", vendor_name: "Globex", document_count: 0, included: false }),
      entry({ vendor_id: "c", vendor_name: "Initech", document_count: 0 }),
      entry({ vendor_id: "d", vendor_name: "Umbrella", document_count: 2 }),
    ];
    expect(includedWithoutDocuments({ vendors: set }).map((item) => item.vendor_id)).toEqual(["a", "c"]);
    expect(vendorNamesSentence(includedWithoutDocuments({ vendors: set }))).toBe("Acme and Initech");
    expect(vendorNamesSentence(set, 2)).toBe("Acme, Globex and 2 others");
  });
});

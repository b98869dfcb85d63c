import { describe, expect, it } from "vitest";
import { artifactHref, parseJsonObject, triggerLabel } from "./model";

describe("workflow page model", () => {
  it("parses run input: blank is {}, only JSON objects are accepted", () => {
    expect(parseJsonObject("  ")).toEqual({ value: {} });
    expect(parseJsonObject('{"vendor_id": "cbvndr_1"}')).toEqual({ value: { vendor_id: "cbvndr_1" } });
    for (const text of ["[1]", "3", "null", '"x"']) {
      expect(parseJsonObject(text)).toHaveProperty("error", expect.stringMatching(/JSON object/));
    }
    expect(parseJsonObject("{oops")).toHaveProperty("error", expect.stringMatching(/^Not valid JSON/));
  });

  it("labels triggers and links artifacts that have pages", () => {
    expect(triggerLabel({ type: "manual" })).toBe("Manual");
    expect(triggerLabel({ type: "event", event_type: "Vendor.Created" })).toBe("On Vendor.Created");
    expect(artifactHref({ artifact_type: "portal", id: "cbsbpt_1" })).toBe("/portals?highlight=cbsbpt_1");
    expect(artifactHref({ artifact_type: "vendor", id: "cbvndr_1" })).toBe("/vendors/cbvndr_1");
    expect(artifactHref({ artifact_type: "assessment", id: "cbqsrw_1" })).toBe("/assessments/cbqsrw_1");
    expect(artifactHref({ artifact_type: "email", id: "cbmail_1" })).toBeNull();
  });
});

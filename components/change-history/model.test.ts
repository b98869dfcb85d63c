import { describe, expect, it } from "vitest";
import { actorLabel, entityHref, fieldLabel, formatValue } from "./model";
import { changedFieldsSummary, changeLabel, visibleChanges, withNames } from "./references";

describe("change history formatting", () => {
  it("turns field names into labels", () => {
    expect(fieldLabel("risk_level")).toBe("Risk level");
    expect(fieldLabel("vendor_id")).toBe("Vendor ID");
    expect(fieldLabel("primaryContact")).toBe("Primary contact");
  });

  it("formats values, with an em dash for nothing", () => {
    expect(formatValue(null)).toBe("—");
    expect(formatValue(undefined)).toBe("—");
    expect(formatValue("")).toBe("—");
    expect(formatValue([])).toBe("—");
    expect(formatValue("high")).toBe("high");
    expect(formatValue("analyzing_questionnaire")).toBe("Analyzing questionnaire");
    expect(formatValue("tier_1")).toBe("Tier 1");
    expect(formatValue("cbsclvl_3f9a0c41d2e8b7a6")).toBe("cbsclvl_3f9a0c41d2e8b7a6");
    expect(formatValue(12500)).toBe("12,500");
    expect(formatValue(true)).toBe("Yes");
    expect(formatValue(false)).toBe("No");
    expect(formatValue(["a", "b"])).toBe("a, b");
    expect(formatValue({ email: "a@example.com", name: null })).toBe("Email: a@example.com");
    expect(formatValue(1_700_000_000, "revoked_at")).toMatch(/2023/);
    expect(formatValue("x".repeat(500))).toHaveLength(200);
  });

  it("names the actor", () => {
    expect(actorLabel({ type: "user", id: "u1", name: "Ada Lovelace" })).toBe("Ada Lovelace");
    expect(actorLabel({ type: "api_key", id: "k1", name: "CI" })).toBe("API key CI");
    expect(actorLabel({ type: "system", id: null, name: null })).toBe("System");
  });

  it("summarizes changed fields and links entities that have a page", () => {
    const change = (field: string) => ({ field, before: null, after: 1 });
    expect(changedFieldsSummary([])).toBe("—");
    expect(changedFieldsSummary([change("risk_level")])).toBe("Risk level");
    expect(changedFieldsSummary([change("name"), change("tier")])).toBe("Name and Tier");
    expect(changedFieldsSummary(["a", "b", "c", "d", "e"].map(change))).toBe("A, B, C and 2 more");
    expect(changedFieldsSummary([change("status"), change("status_id"), change("risk_analyst_ids")])).toBe(
      "Status and Risk analysts",
    );
    expect(entityHref({ entity_type: "vendor", entity_id: "v 1", action: "updated" })).toBe("/vendors/v%201");
    expect(entityHref({ entity_type: "vendor", entity_id: "v1", action: "deleted" })).toBeNull();
    expect(entityHref({ entity_type: "document", entity_id: "d1", action: "updated" })).toBeNull();
  });

  it("names referenced records and reads an ID field once", () => {
    expect(changeLabel("inherent_risk_level_id")).toBe("Inherent risk level");
    expect(changeLabel("tag_ids")).toBe("Tags");
    expect(changeLabel("assignee_id")).toBe("Assignee");
    expect(changeLabel("vendor_id")).toBe("Vendor");
    expect(changeLabel("control_set_ids")).toBe("Control sets");
    expect(changeLabel("created_by_clerk_user_id")).toBe("Created by");
    expect(changeLabel("score_percent")).toBe("Score");
    const names = new Map([
      ["lvl_1", "High"],
      ["tag_1", "critical"],
    ]);
    expect(withNames("lvl_1", names)).toBe("High");
    expect(withNames(["tag_1", "tag_2"], names)).toEqual(["critical", "tag_2"]);
    expect(withNames(null, names)).toBeNull();
    const changes = [
      { field: "status", before: "Active", after: "Offboarded" },
      { field: "status_id", before: "st_1", after: "st_2" },
      { field: "vendor_id", before: "v1", after: "v2" },
    ];
    expect(visibleChanges(changes).map((change) => change.field)).toEqual(["status", "vendor_id"]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { eventTypes } from "@/lib/contract/event-catalog";
import { deliveryStatusLabel, webhookEventLabel, webhookEventLabels } from "@/lib/web/labels/webhooks";
import { deliveryTitle } from "./delivery-text";
import { eventGroups, groupState, toggleEvent, toggleGroup } from "./event-groups";
import { GENERATED_SECRET_BYTES, generateSigningSecret } from "./secret";

const groupOf = (resource: string) => {
  const found = eventGroups().find((group) => group.resource === resource);
  if (!found) {
    throw new Error(`no ${resource} group`);
  }
  return found;
};
const vendor = groupOf("Vendor");
const radar = groupOf("RadarEvent");

describe("event picker: select-all per group", () => {
  it("reads a group as all, none or some (mixed)", () => {
    expect(groupState(vendor, [])).toBe("none");
    expect(groupState(vendor, ["Vendor.Created"])).toBe("some");
    expect(groupState(vendor, ["Vendor.Updated", "Vendor.Created", "Service.Created"])).toBe("all");
  });

  it("select-all fills a group that is empty or mixed and clears a full one, leaving other groups alone", () => {
    const fromNone = toggleGroup(vendor, ["Service.Created"]);
    expect(fromNone).toEqual(["Service.Created", "Vendor.Created", "Vendor.Updated"]);
    const fromSome = toggleGroup(vendor, ["Vendor.Updated", "RadarEvent.Created"]);
    expect(fromSome).toEqual(["RadarEvent.Created", "Vendor.Created", "Vendor.Updated"]);
    expect(new Set(fromSome).size).toBe(fromSome.length);
    expect(toggleGroup(vendor, fromSome)).toEqual(["RadarEvent.Created"]);
    expect(groupState(radar, toggleGroup(radar, []))).toBe("all");
  });

  it("one event toggles without duplicates", () => {
    expect(toggleEvent("Vendor.Created", true, ["Vendor.Created"])).toEqual(["Vendor.Created"]);
    expect(toggleEvent("Vendor.Created", false, ["Vendor.Created", "Service.Created"])).toEqual(["Service.Created"]);
  });
});

describe("generated signing secret", () => {
  it("is 256 random bits from crypto.getRandomValues, URL-safe, and over the 16-character minimum", () => {
    const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array((array as unknown as Uint8Array).buffer).fill(255);
      return array;
    });
    const secret = generateSigningSecret({ getRandomValues } as unknown as Crypto);
    expect(getRandomValues).toHaveBeenCalledOnce();
    const [array] = getRandomValues.mock.calls[0] ?? [];
    expect((array as unknown as Uint8Array).length).toBe(GENERATED_SECRET_BYTES);
    expect(secret).toBe(`whsec_${"_".repeat(42)}8`);
  });

  it("differs each time with the real generator", () => {
    const secrets = new Set(Array.from({ length: 20 }, () => generateSigningSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    }
  });
});

describe("webhook words", () => {
  it("names every catalog event and every status in words, never the code", () => {
    for (const event of eventTypes) {
      expect(webhookEventLabels[event], event).toBeDefined();
      expect(webhookEventLabel(event)).not.toContain(".");
    }
    expect(webhookEventLabel("Vendor.Created")).toBe("Vendor created");
    expect(webhookEventLabel("RadarDetectorResult.Created")).toBe("Radar alert created");
    expect(webhookEventLabel("webhook.test")).toBe("Test event");
    expect(deliveryStatusLabel("timeout")).toBe("Timed out");
  });

  it("titles a delivery by what it was about, not by its event ID", () => {
    const base = { event_type: "Vendor.Created" };
    expect(deliveryTitle({ ...base, subject: { type: "vendor", id: "cbvndr_1", name: "Acme Ltd" } })).toBe(
      "Vendor created — Acme Ltd",
    );
    expect(deliveryTitle({ ...base, subject: { type: "vendor", id: "cbvndr_1", name: null } })).toBe(
      "Vendor created — unnamed vendor",
    );
    expect(deliveryTitle({ event_type: "webhook.test", subject: null })).toBe("Test event");
  });
});

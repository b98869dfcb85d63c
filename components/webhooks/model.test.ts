import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Webhook } from "@/lib/web/hooks/webhooks";
import { eventGroups } from "./event-groups";
import { deliveryHealth, parsePayload } from "./model";
import { VERIFICATION_SNIPPET } from "./verification-snippet";

const webhook = (overrides: Partial<Webhook>): Webhook => ({
  id: "cbwh_1",
  url: "https://hooks.example.com",
  events: ["Vendor.Created"],
  description: null,
  enabled: true,
  created_at: 0,
  last_delivery_status: null,
  delivery_success_rate: null,
  delivery_count: 0,
  ...overrides,
});

describe("webhook page model", () => {
  it("summarises delivery health", () => {
    expect(deliveryHealth(webhook({}))).toEqual({ label: "No deliveries yet", tone: "neutral" });
    expect(
      deliveryHealth(webhook({ delivery_count: 3, delivery_success_rate: 0.6667, last_delivery_status: "error" })),
    ).toEqual({ label: "66.7% delivered of 3 attempts", tone: "danger" });
  });

  it("groups the whole catalog by resource", () => {
    const groups = eventGroups();
    expect(groups.find((group) => group.resource === "Vendor")?.events).toEqual(["Vendor.Created", "Vendor.Updated"]);
    expect(groups.find((group) => group.resource === "VendorBankAccount")?.events).toEqual([
      "VendorBankAccount.Created",
      "VendorBankAccount.Updated",
      "VendorBankAccount.Retired",
    ]);
    expect(groups.flatMap((group) => group.events)).toHaveLength(30);
  });

  it("accepts only a JSON object as the test payload", () => {
    expect(parsePayload('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parsePayload("[1]").ok).toBe(false);
    expect(parsePayload("{").ok).toBe(false);
  });

  it("the verification snippet's check accepts the real signature and rejects others", () => {
    const source =
      VERIFICATION_SNIPPET.split("// Express")[0]
        ?.replace(/^import .*$/m, "")
        .replace("export ", "") ?? "";
    const isAuthentic = new Function("createHmac", "timingSafeEqual", `${source}; return isAuthentic;`)(
      createHmac,
      timingSafeEqual,
    );
    const body = Buffer.from('{"event_id":"cbevt_1"}');
    const signature = createHmac("sha256", "s3cret-s3cret-s3cret").update(body).digest("hex");
    expect(isAuthentic(body, signature, "s3cret-s3cret-s3cret")).toBe(true);
    expect(isAuthentic(body, signature, "another-secret-value")).toBe(false);
    expect(isAuthentic(body, undefined, "s3cret-s3cret-s3cret")).toBe(false);
  });
});

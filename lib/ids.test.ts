import { describe, expect, it } from "vitest";
import { isIdOf, newId } from "./ids";

describe("newId", () => {
  it("gives the kind's prefix and 32 hex digits, distinct across many random pool refills", () => {
    const ids = Array.from({ length: 5_000 }, () => newId("webhookDelivery"));
    expect(ids.every((id) => isIdOf("webhookDelivery", id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(-32))).size).toBe(ids.length);
  });

  it("does not take another kind's id for its own", () => {
    expect(isIdOf("vendor", newId("service"))).toBe(false);
  });
});

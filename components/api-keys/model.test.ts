import { describe, expect, it } from "vitest";
import type { WhoAmI } from "@/lib/web/use-whoami";
import {
  canManageKeys,
  createKeyBody,
  expirySeconds,
  keyLabel,
  keyStatus,
  SCOPE_OPTIONS,
  scopeOptionsFor,
  sortKeys,
} from "./model";

function whoami(role: string | null, credential_type: WhoAmI["credential_type"] = "session"): WhoAmI {
  return {
    organization_id: "cborg_1",
    organization_name: "Org",
    credential_type,
    user_id: "cbuser_1",
    email: "a@example.test",
    first_name: null,
    last_name: null,
    role,
    api_key_id: null,
    api_key_name: null,
    scopes: [],
  };
}

describe("scope options", () => {
  it("are offered to an admin's dashboard session only", () => {
    expect(scopeOptionsFor(whoami("org:admin")).map((option) => option.value)).toEqual([
      "keys:manage",
      "audit:read",
      "banking:read",
      "review:sensitive_changes",
    ]);
    expect(scopeOptionsFor(whoami("org:admin")).map((option) => option.label)).toEqual([
      "Manage API keys",
      "Read the audit log",
      "Read full bank details",
      "Apply bank changes without review",
    ]);
    for (const role of ["org:member", "org:siloed_member", "org:guest", "org:service_account", null]) {
      expect(scopeOptionsFor(whoami(role))).toEqual([]);
    }
    expect(scopeOptionsFor(whoami("org:admin", "api_key"))).toEqual([]);
    expect(scopeOptionsFor(undefined)).toEqual([]);
  });

  it("key management is for admins only", () => {
    expect(canManageKeys(whoami("org:admin"))).toBe(true);
    expect(canManageKeys(whoami("org:member"))).toBe(false);
    expect(canManageKeys(undefined)).toBe(false);
  });
});

describe("createKeyBody", () => {
  it("trims the name and leaves out a never-expiring expiry and empty scopes", () => {
    expect(createKeyBody({ name: "  ci  ", expiry: "never", scopes: [] }, SCOPE_OPTIONS)).toEqual({ name: "ci" });
  });

  it("turns days into seconds and sends chosen scopes", () => {
    expect(createKeyBody({ name: "ci", expiry: "30", scopes: ["audit:read"] }, SCOPE_OPTIONS)).toEqual({
      name: "ci",
      seconds_until_expiration: 30 * 86_400,
      scopes: ["audit:read"],
    });
    expect(expirySeconds("365")).toBe(365 * 86_400);
    expect(expirySeconds("never")).toBeUndefined();
  });

  it("never sends scopes the user may not grant", () => {
    const member = scopeOptionsFor(whoami("org:member"));
    expect(createKeyBody({ name: "ci", expiry: "7", scopes: ["keys:manage"] }, member)).toEqual({
      name: "ci",
      seconds_until_expiration: 7 * 86_400,
    });
  });
});

describe("key display", () => {
  const key = { id: "a", name: "ci", created_at: 10, last_used_at: null, revoked: false, expired: false, scopes: [] };

  it("derives one status, revoked first", () => {
    expect(keyStatus({ revoked: false, expired: false })).toBe("active");
    expect(keyStatus({ revoked: false, expired: true })).toBe("expired");
    expect(keyStatus({ revoked: true, expired: true })).toBe("revoked");
  });

  it("labels unnamed keys and sorts newest first", () => {
    expect(keyLabel({ name: null })).toBe("Unnamed key");
    expect(keyLabel({ name: "  " })).toBe("Unnamed key");
    const keys = [
      { ...key, id: "old", created_at: 1, created_by_clerk_user_id: null },
      { ...key, id: "none", created_at: null, created_by_clerk_user_id: null },
      { ...key, id: "new", created_at: 5, created_by_clerk_user_id: null },
    ];
    expect(sortKeys(keys).map((item) => item.id)).toEqual(["new", "old", "none"]);
  });
});

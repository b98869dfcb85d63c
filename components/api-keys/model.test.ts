import { describe, expect, it } from "vitest";
import type { WhoAmI } from "@/lib/web/use-whoami";
import {
  canManageKeys,
  createKeyBody,
  expirySeconds,
  keyLabel,
  keyStatus,
  OVERLAP_OPTIONS,
  rotateBody,
  SCOPE_OPTIONS,
  scopeOptionsFor,
  shownScopes,
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
    expect(createKeyBody({ name: "  ci  ", expiry: "never", scopes: [], readOnly: false }, SCOPE_OPTIONS)).toEqual({
      name: "ci",
    });
  });

  it("turns days into seconds and sends chosen scopes", () => {
    expect(createKeyBody({ name: "ci", expiry: "30", scopes: ["audit:read"], readOnly: false }, SCOPE_OPTIONS)).toEqual(
      {
        name: "ci",
        seconds_until_expiration: 30 * 86_400,
        scopes: ["audit:read"],
      },
    );
    expect(expirySeconds("365")).toBe(365 * 86_400);
    expect(expirySeconds("never")).toBeUndefined();
  });

  it("never sends scopes the user may not grant", () => {
    const member = scopeOptionsFor(whoami("org:member"));
    expect(createKeyBody({ name: "ci", expiry: "7", scopes: ["keys:manage"], readOnly: false }, member)).toEqual({
      name: "ci",
      seconds_until_expiration: 7 * 86_400,
    });
  });
});

describe("read-only keys and rotation overlaps", () => {
  it("sends read_only only when chosen", () => {
    expect(createKeyBody({ name: "ci", expiry: "never", scopes: [], readOnly: true }, SCOPE_OPTIONS)).toEqual({
      name: "ci",
      read_only: true,
    });
  });

  it("offers no overlap, 1 hour and 24 hours, and sends overlap_seconds only for an overlap", () => {
    expect(OVERLAP_OPTIONS.map((option) => option.value)).toEqual(["0", "3600", "86400"]);
    expect(rotateBody("0")).toBeUndefined();
    expect(rotateBody("3600")).toEqual({ overlap_seconds: 3600 });
    expect(rotateBody("86400")).toEqual({ overlap_seconds: 86_400 });
  });
});

describe("key display", () => {
  const key = {
    id: "a",
    name: "ci",
    created_at: 10,
    last_used_at: null,
    revoked: false,
    expired: false,
    scopes: [],
    granted_scopes: [],
    expires_at: null,
    read_only: false,
    revokes_at: null,
    previous_secret_expires_at: null,
  };

  it("derives one status, revoked first, rotating while a rotation's overlap runs", () => {
    expect(keyStatus({ revoked: false, expired: false })).toBe("active");
    expect(keyStatus({ revoked: false, expired: true })).toBe("expired");
    expect(keyStatus({ revoked: true, expired: true })).toBe("revoked");
    expect(keyStatus({ revoked: false, expired: false, revokes_at: 100 })).toBe("rotating");
    expect(keyStatus({ revoked: true, expired: false, revokes_at: null })).toBe("revoked");
  });

  it("shows a revoked key's granted scopes", () => {
    expect(shownScopes({ scopes: [], granted_scopes: ["audit:read"] })).toEqual(["audit:read"]);
    expect(shownScopes({ scopes: ["keys:manage"] })).toEqual(["keys:manage"]);
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

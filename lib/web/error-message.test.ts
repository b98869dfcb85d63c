import { describe, expect, it } from "vitest";
import { describeApiError, errorCodeOf, fieldErrorsFrom422, fieldPath } from "./error-message";

describe("describeApiError", () => {
  it("maps known codes to readable sentences", () => {
    const body = {
      detail: { code: "insufficient_role", message: "Your role in this organization does not allow this action." },
    };
    expect(describeApiError(403, body)).toBe(
      "Your role in this organization doesn't allow this action. Ask an admin for access.",
    );
    expect(describeApiError(401, { detail: { code: "not_signed_in", message: "x" } })).toBe(
      "Your session has ended. Sign in again to continue.",
    );
    expect(describeApiError(504, { detail: { code: "upstream_timeout", message: "x" } })).toMatch(/took too long/);
    for (const code of [
      "insufficient_scope",
      "scope_grant_forbidden",
      "ip_not_allowed",
      "invalid_name",
      "api_key_not_found",
      "api_key_inactive",
      "org_not_found",
      "user_exists",
      "signup_closed",
      "cross_origin_request",
    ]) {
      const text = describeApiError(400, { detail: { code, message: "server text" } });
      expect(text).not.toBe("server text");
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it("keeps the server message when it carries details", () => {
    const body = {
      detail: { code: "too_many_attempts", message: "Too many failed sign-in attempts. Try again in 42 seconds." },
    };
    expect(describeApiError(429, body)).toBe("Too many failed sign-in attempts. Try again in 42 seconds.");
    expect(describeApiError(429, { detail: { code: "too_many_attempts", message: "" } })).toMatch(/Too many/);
  });

  it("falls back to the server message for unknown codes", () => {
    expect(describeApiError(404, { detail: { code: "vendor_not_found", message: "Vendor not found." } })).toBe(
      "Vendor not found.",
    );
  });

  it("handles plain-string details", () => {
    expect(describeApiError(401, { detail: "Invalid or expired API key." })).toMatch(/invalid or have expired/);
    expect(describeApiError(401, { detail: "Unauthorized role." })).toBe("Your role doesn't allow this action.");
    expect(describeApiError(400, { detail: "Something specific." })).toBe("Something specific.");
  });

  it("joins 422 validation entries", () => {
    const body = {
      detail: [
        { loc: ["body", "name"], msg: "Field required", type: "missing" },
        { loc: ["body", "scopes", 0], msg: "Input should be 'vendors:read'", type: "enum" },
        { loc: ["body"], msg: "JSON decode error", type: "json_invalid" },
      ],
    };
    expect(describeApiError(422, body)).toBe(
      "name: Field required; scopes.0: Input should be 'vendors:read'; JSON decode error",
    );
  });

  it("handles {error, value} and {error}", () => {
    const cidr = { detail: { error: "Invalid CIDR: host bits are set.", value: "10.0.0.1/8" } };
    expect(describeApiError(422, cidr)).toBe("Invalid CIDR: host bits are set. (10.0.0.1/8)");
    expect(describeApiError(400, { detail: { error: "Template is archived." } })).toBe("Template is archived.");
    expect(describeApiError(422, { detail: { error: "Bad list.", value: ["a", 1] } })).toBe('Bad list. (["a",1])');
  });

  it("falls back to the status for unknown bodies", () => {
    expect(describeApiError(500, undefined)).toBe("Something went wrong (HTTP 500).");
    expect(describeApiError(500, "<html>Bad gateway</html>")).toBe("Something went wrong (HTTP 500).");
    expect(describeApiError(502, { detail: [] })).toBe("Something went wrong (HTTP 502).");
    expect(describeApiError(418, { detail: { foo: 1 } })).toBe("Something went wrong (HTTP 418).");
    expect(describeApiError(0, undefined)).toMatch(/couldn't be reached/);
  });
});

describe("fieldErrorsFrom422", () => {
  it("maps loc paths (without the location prefix) to messages", () => {
    const body = {
      detail: [
        { loc: ["body", "name"], msg: "Field required", type: "missing" },
        { loc: ["body", "name"], msg: "Second message is ignored", type: "x" },
        { loc: ["body", "scopes", 0], msg: "Invalid scope", type: "enum" },
        { loc: ["query", "limit"], msg: "Input should be less than or equal to 200", type: "less_than_equal" },
        { loc: ["body", "constructor"], msg: "Odd field names work", type: "x" },
      ],
    };
    expect(fieldErrorsFrom422(body)).toEqual({
      name: "Field required",
      "scopes.0": "Invalid scope",
      limit: "Input should be less than or equal to 200",
      constructor: "Odd field names work",
    });
  });

  it("returns an empty object for other bodies", () => {
    expect(fieldErrorsFrom422({ detail: { code: "x", message: "y" } })).toEqual({});
    expect(fieldErrorsFrom422(null)).toEqual({});
    expect(fieldErrorsFrom422({ detail: [{ nope: true }] })).toEqual({});
  });
});

describe("helpers", () => {
  it("fieldPath strips only location prefixes", () => {
    expect(fieldPath(["body", "a", 1, "b"])).toBe("a.1.b");
    expect(fieldPath(["name"])).toBe("name");
    expect(fieldPath(["body"])).toBe("");
  });

  it("errorCodeOf reads detail.code", () => {
    expect(errorCodeOf({ detail: { code: "not_signed_in", message: "m" } })).toBe("not_signed_in");
    expect(errorCodeOf({ detail: "x" })).toBeUndefined();
  });
});

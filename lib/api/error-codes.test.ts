import { describe, expect, it } from "vitest";
import { type ErrorCode, errorCodes, secondStatuses } from "@/lib/contract/error-codes";
import { payloadTooLargeResponse, readLimitedBody } from "@/lib/net/body-limit";
import { apiError, notFound } from "./errors";
import { openApiDocument } from "./openapi";
import { errorsFor } from "./responses";

const codes = Object.keys(errorCodes) as ErrorCode[];

interface DocResponse {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

/** Every error response of every operation whose body is the `{detail: {code, message}}` envelope. */
function errorEnvelopeResponses() {
  const paths = (openApiDocument().paths ?? {}) as Record<
    string,
    Record<string, { responses?: Record<string, DocResponse> }>
  >;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([, response]) => response.content?.["application/json"]?.schema?.$ref === "#/components/schemas/Error")
        .map(([status, response]) => ({
          label: `${method.toUpperCase()} ${path} ${status}`,
          status: Number(status),
          description: response.description ?? "",
        })),
    ),
  );
}

describe("the error table", () => {
  it("gives every code an error status and a message", () => {
    for (const code of codes) {
      const { status, message } = errorCodes[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.length, code).toBeGreaterThan(0);
    }
  });

  it("makes ApiErrors whose status always comes from the table", () => {
    const fixed = apiError("last_admin");
    expect([fixed.status, fixed.code, fixed.message]).toEqual([
      409,
      "last_admin",
      "This user is the organization's only active admin. Make another user an admin first.",
    ]);
    const custom = apiError("invalid_update", "Unknown status ID x.", { "Retry-After": "1" });
    expect([custom.status, custom.message, custom.headers]).toEqual([
      400,
      "Unknown status ID x.",
      { "Retry-After": "1" },
    ]);
    expect(notFound("vendor_not_found").message).toBe("Vendor not found.");
    expect(notFound("workflow_run_not_found", "Workflow run").message).toBe("Workflow run not found.");
  });

  it("words every not-found default as '<What> not found.'", () => {
    for (const code of codes.filter((each) => errorCodes[each].status === 404 && each.endsWith("_not_found"))) {
      expect(errorCodes[code].message, code).toMatch(/^[A-Z][A-Za-z ]* not found\.$/);
    }
  });

  it("generates OpenAPI error responses under each code's status", () => {
    const responses = errorsFor({ invalid_service: "empty name.", vendor_not_found: true, service_not_found: true });
    expect(Object.keys(responses)).toEqual(["400", "404"]);
    expect(responses[404]?.description).toBe(
      "vendor_not_found: Vendor not found. service_not_found: Service not found.",
    );
    expect(responses[400]?.description).toBe("invalid_service: empty name.");
  });

  it("answers the body limit's 413 and unreadable-body 400 (lib/net, shared by both halves) with the table's codes and statuses", async () => {
    const tooLarge = payloadTooLargeResponse(10);
    const tooLargeBody = await tooLarge.json();
    expect([tooLarge.status, tooLargeBody.detail.code]).toEqual([
      errorCodes.payload_too_large.status,
      "payload_too_large",
    ]);
    const failing = new ReadableStream({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const unreadable = await readLimitedBody(
      new Request("http://test.invalid/", { method: "POST", body: failing, duplex: "half" } as RequestInit),
    );
    expect(unreadable.ok).toBe(false);
    const response = unreadable.ok ? null : unreadable.response;
    expect([response?.status, (await response?.json())?.detail.code]).toEqual([
      errorCodes.bad_request.status,
      "bad_request",
    ]);
  });

  it("lists every code the OpenAPI document names under that code's status", () => {
    const mismatches: string[] = [];
    const unknown = new Set<string>();
    const named = new Set<string>();
    const responses = errorEnvelopeResponses();
    for (const response of responses) {
      for (const [token] of response.description.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)) {
        if (token in errorCodes) {
          named.add(token);
          const status = errorCodes[token as ErrorCode].status;
          const second: number | undefined = secondStatuses[token as keyof typeof secondStatuses];
          if (status !== response.status && second !== response.status) {
            mismatches.push(`${response.label}: ${token} is ${status}`);
          }
        } else if (/^invalid_|_not_found$|_exists$|_disabled$|_forbidden$|_not_allowed$/.test(token)) {
          unknown.add(`${response.label}: ${token}`);
        }
      }
    }
    expect(responses.length).toBeGreaterThan(50);
    expect(named).toContain("vendor_not_found");
    expect(named).toContain("insufficient_scope");
    expect(mismatches).toEqual([]);
    expect([...unknown]).toEqual([]);
  });
});

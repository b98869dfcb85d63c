import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiFetch } from "./api-client";

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("calls the proxy with JSON and same-origin credentials", async () => {
    const fetchMock = stubFetch(201, { id: "v_1" });
    const result = await apiFetch<{ id: string }>("/vendors", {
      method: "POST",
      body: { name: "Acme" },
      idempotencyKey: "key-1",
    });
    expect(result).toEqual({ id: "v_1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/vendors");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"name":"Acme"}');
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("idempotency-key")).toBe("key-1");
  });

  it("returns undefined for 204", async () => {
    stubFetch(204);
    await expect(apiFetch("/api-keys/k_1", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("throws ApiRequestError with a readable message", async () => {
    stubFetch(403, { detail: { code: "insufficient_role", message: "x" } });
    const error = await apiFetch("/vendors").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(403);
    expect((error as ApiRequestError).code).toBe("insufficient_role");
    expect((error as ApiRequestError).message).toMatch(/role/);
  });

  it("redirects to sign-in when the session ended", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/vendors", search: "?page=2", assign } });
    stubFetch(401, { detail: { code: "not_signed_in", message: "Your session has ended." } });
    await expect(apiFetch("/vendors")).rejects.toBeInstanceOf(ApiRequestError);
    expect(assign).toHaveBeenCalledWith("/signin?callbackUrl=%2Fvendors%3Fpage%3D2");
  });

  it("does not redirect on other 401s", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/vendors", search: "", assign } });
    stubFetch(401, { detail: "Invalid or expired API key." });
    await expect(apiFetch("/vendors")).rejects.toBeInstanceOf(ApiRequestError);
    expect(assign).not.toHaveBeenCalled();
  });

  it("turns network failures into status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await apiFetch("/vendors").catch((caught: unknown) => caught);
    expect((error as ApiRequestError).status).toBe(0);
    expect((error as ApiRequestError).message).toMatch(/couldn't be reached/);
  });
});

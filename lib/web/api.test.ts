import { afterEach, describe, expect, it, vi } from "vitest";
import { api, dataOf, querySearch } from "./api";
import { ApiRequestError } from "./api-client";

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_request: Request) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>): Request => fetchMock.mock.calls[0]![0];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the typed API client", () => {
  it("calls the proxy with the path's parameters, JSON and same-origin credentials", async () => {
    const fetchMock = stubFetch(201, { id: "radev_1" });
    const created = await dataOf(
      api.PATCH("/v1/radar/events/{radar_event_id}", {
        params: { path: { radar_event_id: "radev 1" } },
        body: { name: "Breach" },
        headers: { "idempotency-key": "key-1" },
      }),
    );
    expect(created).toEqual({ id: "radev_1" });
    const request = sent(fetchMock);
    expect(new URL(request.url).pathname).toBe("/api/v1/radar/events/radev%201");
    expect(request.method).toBe("PATCH");
    expect(request.credentials).toBe("same-origin");
    expect(await request.text()).toBe('{"name":"Breach"}');
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("idempotency-key")).toBe("key-1");
  });

  it("sends the query without empty values, booleans as words and arrays repeated", async () => {
    const fetchMock = stubFetch(200, { items: [], total: 0 });
    await dataOf(
      api.GET("/v1/radar/alerts", {
        params: { query: { q: "", vendor_id: undefined, is_dismissed: false, severity: ["high", "medium"], limit: 5 } },
      }),
    );
    expect(new URL(sent(fetchMock).url).search).toBe("?is_dismissed=false&severity=high&severity=medium&limit=5");
    expect(querySearch({ a: null, b: true, c: 0 })).toBe("b=true&c=0");
  });

  it("resolves 204 with undefined", async () => {
    stubFetch(204);
    await expect(
      dataOf(api.DELETE("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: "wh_1" } } })),
    ).resolves.toBeUndefined();
  });

  it("throws ApiRequestError with a readable message", async () => {
    stubFetch(403, { detail: { code: "insufficient_role", message: "x" } });
    const error = await dataOf(api.GET("/v1/vendors")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(403);
    expect((error as ApiRequestError).code).toBe("insufficient_role");
    expect((error as ApiRequestError).message).toMatch(/role/);
  });

  it("redirects to sign-in when the session ended, and not on other 401s", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/vendors", search: "?page=2", assign } });
    stubFetch(401, { detail: "Invalid or expired API key." });
    await expect(dataOf(api.GET("/v1/vendors"))).rejects.toBeInstanceOf(ApiRequestError);
    expect(assign).not.toHaveBeenCalled();
    stubFetch(401, { detail: { code: "not_signed_in", message: "Your session has ended." } });
    await expect(dataOf(api.GET("/v1/vendors"))).rejects.toBeInstanceOf(ApiRequestError);
    expect(assign).toHaveBeenCalledWith("/signin?callbackUrl=%2Fvendors%3Fpage%3D2");
  });

  it("turns network failures into status 0 and keeps aborts as aborts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await dataOf(api.GET("/v1/vendors")).catch((caught: unknown) => caught);
    expect((error as ApiRequestError).status).toBe(0);
    expect((error as ApiRequestError).message).toMatch(/couldn't be reached/);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    await expect(dataOf(api.GET("/v1/vendors", { signal: controller.signal }))).rejects.toHaveProperty(
      "name",
      "AbortError",
    );
  });
});

import { apiFetch } from "@/lib/bff/api-fetch";
import type { OpenApiDocument } from "./types";

/** GET /api/openapi.json, narrowed to the few fields the reference pages read. */
export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const response = await apiFetch("/api/openapi.json", { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) {
    throw new Error(`The API did not serve its OpenAPI document (HTTP ${response.status}).`);
  }
  return (await response.json()) as OpenApiDocument;
}

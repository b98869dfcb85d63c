import { apiFetch } from "@/lib/bff/api-fetch";

/** Whether the installation has an organization yet, asked of the API like any other client. */
export async function installationHasOrganizations(): Promise<boolean> {
  const response = await apiFetch("/api/auth/setup", { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) {
    throw new Error(`The API could not tell whether the installation is set up (HTTP ${response.status}).`);
  }
  const body = (await response.json()) as { has_organizations?: boolean };
  return body.has_organizations === true;
}

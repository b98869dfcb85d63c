import { apiApp } from "@/lib/api/app";

/** Whether the installation has an organization yet, asked of the API like any other client. */
export async function installationHasOrganizations(): Promise<boolean> {
  const response = await apiApp().request("/api/auth/setup");
  const body = (await response.json()) as { has_organizations?: boolean };
  return body.has_organizations === true;
}

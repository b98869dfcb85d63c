import { apiApp } from "@/lib/api/app";

/** Whether the installation has an organization yet, asked of the API like any other client. */
export async function installationHasOrganizations(): Promise<boolean> {
  const response = await apiApp().request("/api/auth/setup");
  const body = (await response.json()) as { has_organizations?: boolean };
  return body.has_organizations === true;
}

/** A same-site path to return to after sign-in; anything else (other hosts, `//x`) becomes "/". */
export function safeCallbackPath(value: string | string[] | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  return path?.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

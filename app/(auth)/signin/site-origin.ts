import { headers } from "next/headers";

/** The origin the browser sees: PUBLIC_BASE_URL when set, else the request's own host. */
export async function siteOrigin(): Promise<string> {
  if (process.env.PUBLIC_BASE_URL && URL.canParse(process.env.PUBLIC_BASE_URL)) {
    return new URL(process.env.PUBLIC_BASE_URL).origin;
  }
  const requestHeaders = await headers();
  const protocol = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${protocol}://${requestHeaders.get("host") ?? "localhost"}`;
}

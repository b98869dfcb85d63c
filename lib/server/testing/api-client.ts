import { createStandardKey, seed } from "@/lib/bench/seed";

export { createVendor } from "@/lib/bench/seed";

/** Signs up an organization through `baseUrl` and returns a standard integration key of it. */
export async function integrationKey(baseUrl: string): Promise<string> {
  const { token } = await seed(baseUrl, 0);
  return createStandardKey(baseUrl, token, "integration");
}

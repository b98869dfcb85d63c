import { randomBytes } from "node:crypto";
import { call, expectStatus } from "@/lib/bench/seed";

export interface Vendor {
  id: string;
  name: string;
}

/** POST /v1/vendors; the body is a vendor on 201, else the error. */
export async function createVendor(baseUrl: string, secret: string, name: string, idempotencyKey?: string) {
  const response = await fetch(`${baseUrl}/v1/vendors`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${secret}`,
      "content-type": "application/json",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Vendor };
}

/** Signs up an organization through `baseUrl` and returns a standard integration key. */
export async function integrationKey(baseUrl: string): Promise<string> {
  const email = `scale-${randomBytes(6).toString("hex")}@example.test`;
  const password = randomBytes(18).toString("base64url");
  await expectStatus(
    "signup",
    201,
    await call(baseUrl, "/api/auth/signup", {
      body: { organization_name: "Scale Out Org", email, password },
    }),
  );
  const { access_token: token } = await expectStatus<{ access_token: string }>(
    "token",
    200,
    await call(baseUrl, "/api/auth/token", { body: { email, password } }),
  );
  const { secret } = await expectStatus<{ secret: string }>(
    "key",
    201,
    await call(baseUrl, "/v1/api-keys", { token, body: { name: "scale out" } }),
  );
  return secret;
}

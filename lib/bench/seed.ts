import { randomBytes } from "node:crypto";

/** HTTP helpers for the benchmark: seeding through the real endpoints and a same-answer check. */

export async function call<T>(
  baseUrl: string,
  route: string,
  options: { token?: string; body?: unknown; method?: "GET" | "POST" | "PATCH" } = {},
) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as T };
}

export async function expectStatus<T>(label: string, status: number, result: Awaited<ReturnType<typeof call<T>>>) {
  if (result.status !== status) {
    throw new Error(`${label}: expected ${status}, got ${result.status} ${result.text.slice(0, 300)}`);
  }
  return result.json();
}

export interface SeededOrg {
  orgId: string;
  /** An admin dashboard session token. */
  token: string;
  /** The benchmark's keys:manage key. */
  secret: string;
}

/** Signs up an org, creates the benchmark's keys:manage key and `extraKeys` more. */
export async function seed(appUrl: string, extraKeys: number): Promise<SeededOrg> {
  const email = `bench-${randomBytes(6).toString("hex")}@example.test`;
  const password = randomBytes(18).toString("base64url");
  const { organization_id: orgId } = await expectStatus<{ organization_id: string }>(
    "signup",
    201,
    await call(appUrl, "/api/auth/signup", {
      body: { organization_name: "Bench Org", email, password },
    }),
  );
  const { access_token: token } = await expectStatus<{ access_token: string }>(
    "token",
    200,
    await call(appUrl, "/api/auth/token", { body: { email, password } }),
  );
  const createKey = async (name: string, scopes: string[]) =>
    expectStatus<{ secret: string }>(
      `create key ${name}`,
      201,
      await call(appUrl, "/v1/api-keys", {
        token,
        body: { name, scopes },
      }),
    );
  const { secret } = await createKey("bench key", ["keys:manage"]);
  for (let i = 1; i <= extraKeys; i += 1) {
    await createKey(`integration key ${i}`, i % 3 === 0 ? ["audit:read"] : []);
  }
  return { orgId, token, secret };
}

/** An integration key, made with an admin's session token: a standard one (no scopes) unless `scopes` are given. */
export async function createStandardKey(
  appUrl: string,
  sessionToken: string,
  name: string,
  scopes: string[] = [],
): Promise<string> {
  const { secret } = await expectStatus<{ secret: string }>(
    `create key ${name}`,
    201,
    await call(appUrl, "/v1/api-keys", { token: sessionToken, body: { name, scopes } }),
  );
  return secret;
}

/** POST /v1/vendors, with an Idempotency-Key when given; the body is the vendor on 201, else the error. */
export async function createVendor(appUrl: string, secret: string, name: string, idempotencyKey?: string) {
  const response = await fetch(`${appUrl}/v1/vendors`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${secret}`,
      "content-type": "application/json",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as { id: string; name: string } };
}

/** Both servers must answer the same thing before their speed is compared. */
export async function checkEquivalent(
  appUrl: string,
  bareUrl: string,
  secret: string,
  endpoints: readonly string[],
): Promise<void> {
  for (const endpoint of endpoints) {
    const ours = await expectStatus<unknown>(`ours ${endpoint}`, 200, await call(appUrl, endpoint, { token: secret }));
    const bare = await expectStatus<unknown>(`bare ${endpoint}`, 200, await call(bareUrl, endpoint, { token: secret }));
    const shape = (body: unknown) =>
      JSON.stringify(body, (key, value: unknown) => (key === "last_used_at" ? "(varies)" : value));
    const [oursText, bareText] = [shape(ours), shape(bare)];
    if (oursText !== bareText) {
      let at = 0;
      while (oursText[at] === bareText[at]) {
        at += 1;
      }
      const around = (text: string) => text.slice(Math.max(0, at - 200), at + 200);
      throw new Error(
        `${endpoint}: responses differ at character ${at}\n ours: …${around(oursText)}…\n bare: …${around(bareText)}…`,
      );
    }
  }
}

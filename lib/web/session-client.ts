/**
 * Browser sign-in and sign-out against next-auth's endpoints, without next-auth/react: that
 * client adds ~13 KB gzip to every page for two POSTs.
 */
async function csrfToken(): Promise<string> {
  const response = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  const body = (await response.json()) as { csrfToken?: string };
  return body.csrfToken ?? "";
}

async function postForm(path: string, fields: Record<string, string>): Promise<{ ok: boolean; url: string | null }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" }),
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string };
  return { ok: response.ok, url: body.url ?? null };
}

/** Email and password sign-in; resolves with an error code (e.g. "invalid_credentials") or null. */
export async function signInWithPassword(email: string, password: string, callbackUrl: string): Promise<string | null> {
  const result = await postForm("/api/auth/callback/credentials", { email, password, callbackUrl });
  const error = result.url
    ? new URL(result.url, window.location.origin).searchParams.get("error")
    : "invalid_credentials";
  return error ?? (result.ok ? null : "invalid_credentials");
}

/** Starts single sign-on: the browser leaves for the identity provider. */
export async function startSingleSignOn(provider: string, callbackUrl: string): Promise<void> {
  const result = await postForm(`/api/auth/signin/${provider}`, { callbackUrl });
  window.location.assign(result.url ?? "/signin");
}

export async function signOut(): Promise<void> {
  await postForm("/api/auth/signout", { callbackUrl: "/signin" });
  window.location.assign("/signin");
}

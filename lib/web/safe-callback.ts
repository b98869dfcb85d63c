/**
 * Where to go after sign-in. The value is resolved the way a browser would (tabs and newlines dropped,
 * backslashes read as slashes, `。` read as a dot) and kept only when it stays on the site's origin;
 * anything else, malformed values included, becomes "/". Never throws.
 */
export function safeCallbackPath(value: string | string[] | null | undefined, siteOrigin: string): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) {
    return "/";
  }
  try {
    const origin = new URL(siteOrigin).origin;
    const resolved = new URL(raw, origin);
    if (resolved.origin !== origin) {
      return "/";
    }
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // A path such as `//evil.example` (from `http://site//evil.example`) would leave the site when used
    // as a relative URL, so the result must resolve back to the very same URL.
    return new URL(path, origin).href === resolved.href ? path : "/";
  } catch {
    return "/";
  }
}

import { checkOutboundUrl, type HostResolver, systemResolver } from "@/lib/net/outbound-url";
import { feedLimits } from "./schemas";

/**
 * What a feed URL may point at: an http(s) URL without credentials whose host is, and resolves
 * only to, public addresses (lib/net/public-address: the IANA special-purpose registries), so a
 * feed cannot make the server read its own network. Checked when a source is saved and again
 * before every fetch, whose connection is pinned to the checked address (DNS rebinding).
 */

export type { HostResolver } from "@/lib/net/outbound-url";

let resolverForTests: HostResolver | undefined;

export function feedResolver(): HostResolver {
  return resolverForTests ?? systemResolver;
}

/** Tests: answer host names from a fixed table (undefined restores the system's resolver). */
export function setFeedResolverForTests(resolver: HostResolver | undefined): void {
  resolverForTests = resolver;
}

/**
 * Origins exempt from these rules (RADAR_FEED_TEST_TARGETS, comma-separated): a local feed server
 * in tests and development, like WEBHOOK_TEST_TARGETS for webhooks. Read on each check, so a test
 * can set it after start.
 */
export function feedTestOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.RADAR_FEED_TEST_TARGETS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => URL.canParse(entry))
      .map((entry) => new URL(entry).origin),
  );
}

export type FeedUrlCheck =
  | { ok: true; url: URL /** The address to connect to; null for an exempt test origin. */; address: string | null }
  | { ok: false; reason: string };

/** A feed URL: http or https, any port, public hosts only (lib/net/outbound-url). */
export async function checkFeedUrl(raw: string, resolver: HostResolver = feedResolver()): Promise<FeedUrlCheck> {
  const check = await checkOutboundUrl(
    raw,
    {
      what: "feed URL",
      protocols: ["http:", "https:"],
      standardPortOnly: false,
      maxLength: feedLimits.url,
      isExempt: (url) => feedTestOrigins().has(url.origin),
    },
    resolver,
  );
  if (!check.ok) {
    return check;
  }
  return { ok: true, url: check.url, address: check.exempt ? null : (check.addresses[0] ?? null) };
}

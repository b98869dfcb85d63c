import { lookup } from "node:dns/promises";
import { parseAddress } from "@/lib/net/ip";
import { checkPublicAddress } from "@/lib/net/public-address";
import { feedLimits } from "./schemas";

/**
 * What a feed URL may point at: an http(s) URL without credentials whose host is, and resolves
 * only to, public addresses (lib/net/public-address: the IANA special-purpose registries), so a
 * feed cannot make the server read its own network. Checked when a source is saved and again
 * before every fetch, whose connection is pinned to the checked address (DNS rebinding).
 */

/** Every address a host name resolves to (all families). */
export type HostResolver = (hostname: string) => Promise<string[]>;

const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

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

const blockedHostnames = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);

const fail = (reason: string): FeedUrlCheck => ({ ok: false, reason });

function notPublic(address: string): string | null {
  const check = checkPublicAddress(address);
  if (check.ok) {
    return null;
  }
  if (check.reason === "invalid") {
    return `${address} is not an IP address`;
  }
  const { name, source, via } = check.block;
  return `${address} is not a public address (${via ? `it carries ${via}: ` : ""}${name}, ${source})`;
}

export async function checkFeedUrl(raw: string, resolver: HostResolver = feedResolver()): Promise<FeedUrlCheck> {
  if (raw.length > feedLimits.url) {
    return fail(`The feed URL must be at most ${feedLimits.url} characters.`);
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail("The feed URL is not a valid absolute URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return fail("The feed URL must use http or https.");
  }
  if (feedTestOrigins().has(url.origin)) {
    return { ok: true, url, address: null };
  }
  if (url.username || url.password) {
    return fail("The feed URL must not contain credentials.");
  }
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (host === "" || blockedHostnames.has(host) || host.endsWith(".localhost") || host.endsWith(".internal")) {
    return fail(`The host ${url.hostname} is not a public host.`);
  }
  if (parseAddress(host)) {
    const literal = host.replace(/^\[|\]$/g, "");
    const reason = notPublic(literal);
    return reason ? fail(`The host ${reason}.`) : { ok: true, url, address: literal };
  }
  let addresses: string[];
  try {
    addresses = await resolver(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) {
    return fail(`The host ${url.hostname} does not resolve.`);
  }
  for (const address of addresses) {
    const reason = notPublic(address);
    if (reason) {
      return fail(`The host ${url.hostname} resolves to ${reason}.`);
    }
  }
  return { ok: true, url, address: addresses[0] as string };
}

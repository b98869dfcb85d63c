import { lookup } from "node:dns/promises";
import { config } from "@/lib/config/env";
import { parseAddress } from "@/lib/net/ip";
import { checkPublicAddress } from "@/lib/net/public-address";

/** Every address a host name resolves to (all families). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

let resolverForTests: HostResolver | undefined;

/** The resolver used at create, update and send time; tests swap in a fixed table. */
export function webhookResolver(): HostResolver {
  return resolverForTests ?? systemResolver;
}

export function setWebhookResolverForTests(resolver: HostResolver | undefined): void {
  resolverForTests = resolver;
}

/** "not a public address (<registry name>, <RFC>)", or null when the address is public. */
function notPublicBecause(raw: string): string | null {
  const check = checkPublicAddress(raw);
  if (check.ok) {
    return null;
  }
  if (check.reason === "invalid") {
    return "not an IP address";
  }
  const { name, source, via } = check.block;
  return `not a public address (${via ? `it carries ${via}: ` : ""}${name}, ${source})`;
}

/**
 * Why this address may not receive webhooks, or null when it is public: the blocks the IANA
 * special-purpose registries do not call globally reachable, and the others of lib/net/public-address.
 */
export function blockedAddressReason(raw: string): string | null {
  const because = notPublicBecause(raw);
  return because ? `${raw} is ${because}` : null;
}

const blockedHostnames = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);

export type UrlCheck = { ok: true; url: URL; addresses: string[]; exempt: boolean } | { ok: false; reason: string };

/** True for an origin listed in WEBHOOK_TEST_TARGETS: exempt from the rules. */
export function isTestTarget(url: URL): boolean {
  return config().webhookTestOrigins.has(url.origin);
}

const fail = (reason: string): UrlCheck => ({ ok: false, reason });

/**
 * A webhook URL must be a public HTTPS URL without credentials on the standard
 * port whose host is, and resolves only to, public addresses. IP literals in any notation are
 * caught because the WHATWG parser normalises them (0x7f.1, 2130706433, [::ffff:7f00:1]).
 */
export async function checkWebhookUrl(raw: string, resolver: HostResolver = webhookResolver()): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail("The URL is not a valid absolute URL.");
  }
  if (isTestTarget(url)) {
    return { ok: true, url, addresses: [], exempt: true };
  }
  if (url.protocol !== "https:") {
    return fail("The URL must use HTTPS.");
  }
  if (url.username || url.password) {
    return fail("The URL must not contain credentials.");
  }
  if (url.port !== "") {
    return fail("The URL must use the standard HTTPS port.");
  }
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (host === "" || blockedHostnames.has(host) || host.endsWith(".localhost")) {
    return fail(`The host ${url.hostname} is not a public endpoint.`);
  }
  if (parseAddress(host)) {
    const reason = blockedAddressReason(host);
    return reason
      ? fail(`The host ${reason}.`)
      : { ok: true, url, addresses: [host.replace(/^\[|\]$/g, "")], exempt: false };
  }
  let addresses: string[];
  try {
    addresses = await resolver(host);
  } catch {
    return fail(`The host ${url.hostname} does not resolve.`);
  }
  if (addresses.length === 0) {
    return fail(`The host ${url.hostname} does not resolve.`);
  }
  for (const address of addresses) {
    const because = notPublicBecause(address);
    if (because) {
      return fail(`The host ${url.hostname} resolves to ${address}, which is ${because}.`);
    }
  }
  return { ok: true, url, addresses, exempt: false };
}

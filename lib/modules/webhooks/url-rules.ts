import { lookup } from "node:dns/promises";
import { config } from "@/lib/config/env";
import { type Network, networkContains, type ParsedAddress, parseAddress, parseCidr } from "@/lib/net/ip";

/** Every address a host name resolves to (all families). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const resolverKey = Symbol.for("vrp.webhooks.resolver");
type Holder = typeof globalThis & { [resolverKey]?: HostResolver };

/** The resolver used at create, update and send time; tests swap in a fixed table. */
export function webhookResolver(): HostResolver {
  return (globalThis as Holder)[resolverKey] ?? systemResolver;
}

export function setWebhookResolverForTests(resolver: HostResolver | undefined): void {
  (globalThis as Holder)[resolverKey] = resolver;
}

const cidrs = (list: string[]): Network[] =>
  list.map((cidr) => {
    const parsed = parseCidr(cidr);
    if (!parsed.ok) {
      throw new Error(`bad blocked range ${cidr}`);
    }
    return parsed.network;
  });

/** Never a public endpoint: RFC 6890 special-purpose ranges plus cloud metadata addresses. */
const blockedNetworks = cidrs([
  "0.0.0.0/8", // unspecified, "this network"
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT (also Alibaba metadata 100.100.100.200)
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, AWS/GCP/Azure metadata 169.254.169.254
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.31.196.0/24",
  "192.52.193.0/24",
  "192.88.99.0/24", // 6to4 relay anycast
  "192.168.0.0/16",
  "192.175.48.0/24",
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation
  "203.0.113.0/24", // documentation
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, broadcast
  "168.63.129.16/32", // Azure wire server
  "::/128",
  "::1/128",
  "::/96", // IPv4-compatible (deprecated)
  "100::/64", // discard-only
  "64:ff9b:1::/48", // local-use NAT64
  "2001:2::/48", // benchmarking
  "2001:10::/28", // ORCHID
  "2001:20::/28", // ORCHIDv2
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation
  "fc00::/7", // unique local (AWS metadata fd00:ec2::254)
  "fe80::/10", // link-local
  "fec0::/10", // site-local (deprecated)
  "ff00::/8", // multicast
]);

const NAT64 = cidrs(["64:ff9b::/96"])[0] as Network;
const SIX_TO_FOUR = cidrs(["2002::/16"])[0] as Network;
const TEREDO = cidrs(["2001::/32"])[0] as Network;
const v4 = (value: bigint): ParsedAddress => ({ version: 4, value: value & 0xffffffffn });

/** IPv4 addresses an IPv6 address carries (NAT64, 6to4, Teredo server and client). */
function embeddedIPv4(address: ParsedAddress): ParsedAddress[] {
  if (address.version !== 6) {
    return [];
  }
  if (networkContains(NAT64, address)) {
    return [v4(address.value)];
  }
  if (networkContains(SIX_TO_FOUR, address)) {
    return [v4(address.value >> 80n)];
  }
  if (networkContains(TEREDO, address)) {
    return [v4(address.value >> 64n), v4(~address.value)];
  }
  return [];
}

/** Why this address may not receive webhooks, or null when it is public. */
export function blockedAddressReason(raw: string): string | null {
  const address = parseAddress(raw);
  if (!address) {
    return `${raw} is not an IP address`;
  }
  const candidates = [address, ...embeddedIPv4(address)];
  if (candidates.some((candidate) => blockedNetworks.some((network) => networkContains(network, candidate)))) {
    return `${raw} is not a public address`;
  }
  return null;
}

const blockedHostnames = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);

export type UrlCheck = { ok: true; url: URL; addresses: string[]; exempt: boolean } | { ok: false; reason: string };

/** True for an origin listed in WEBHOOK_TEST_TARGETS (03 §1): exempt from the rules. */
export function isTestTarget(url: URL): boolean {
  return config().webhookTestOrigins.has(url.origin);
}

const fail = (reason: string): UrlCheck => ({ ok: false, reason });

/**
 * 01 "Verification and delivery rules" 6: a public HTTPS URL without credentials on the standard
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
    const reason = blockedAddressReason(address);
    if (reason) {
      return fail(`The host ${url.hostname} resolves to ${reason}.`);
    }
  }
  return { ok: true, url, addresses, exempt: false };
}

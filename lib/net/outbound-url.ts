import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIPv6, parseAddress } from "./ip";
import { checkPublicAddress } from "./public-address";

/**
 * Where the server may send a request on a customer's behalf (a webhook delivery, a feed poll): a URL
 * without credentials whose host is, and resolves only to, public addresses (the IANA
 * special-purpose registries, lib/net/public-address), so a customer cannot make the server reach
 * its own network. IP literals in any notation are caught because the WHATWG parser normalises
 * them (0x7f.1, 2130706433, [::ffff:7f00:1]). Callers re-check before each request and connect to
 * the checked address, so a changed DNS answer is never used.
 */

/** Every address a host name resolves to (all families). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

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

/** Why the server may not send to this address, or null when it is public. */
export function blockedAddressReason(raw: string): string | null {
  const because = notPublicBecause(raw);
  return because ? `${raw} is ${because}` : null;
}

export interface OutboundUrlRules {
  /** How messages name the URL: "URL", "feed URL". */
  what: string;
  protocols: readonly ("http:" | "https:")[];
  /** Refuse an explicit port (webhooks: the standard HTTPS port only). */
  standardPortOnly: boolean;
  maxLength?: number;
  /** Origins exempt from every rule: local receivers in tests and development. */
  isExempt: (url: URL) => boolean;
}

export type OutboundUrlCheck =
  | { ok: true; url: URL; addresses: string[]; exempt: boolean }
  /** `reason` is for the caller; `detail`, set on a host refusal, is for the server log only. */
  | { ok: false; reason: string; detail?: string };

const blockedHostnames = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);

const fail = (reason: string): OutboundUrlCheck => ({ ok: false, reason });

/**
 * A refusal that depends on the host (a blocked name, a private address, what a name resolves to or
 * that it does not resolve) reads the same whatever the cause, so that a caller cannot map the
 * server's network through the messages; why it was refused goes to the server log only, naming
 * the host and addresses, never the URL's path, query or credentials.
 */
function refuseHost(rules: OutboundUrlRules, hostname: string, why: string): OutboundUrlCheck {
  const detail = `The host ${hostname} ${why}.`;
  console.warn(`[outbound-url] ${rules.what} refused: ${detail}`);
  return { ok: false, reason: notAllowedMessage(rules.what), detail };
}

/** The one message of every host refusal. */
export const notAllowedMessage = (what: string) => `The ${what} is not allowed.`;

function protocolRule({ what, protocols }: OutboundUrlRules): string {
  const names = protocols.map((protocol) => protocol.slice(0, -1));
  return protocols.length === 1
    ? `The ${what} must use ${names[0]?.toUpperCase()}.`
    : `The ${what} must use ${names.join(" or ")}.`;
}

export async function checkOutboundUrl(
  raw: string,
  rules: OutboundUrlRules,
  resolver: HostResolver = systemResolver,
): Promise<OutboundUrlCheck> {
  if (rules.maxLength !== undefined && raw.length > rules.maxLength) {
    return fail(`The ${rules.what} must be at most ${rules.maxLength} characters.`);
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail(`The ${rules.what} is not a valid absolute URL.`);
  }
  if (rules.isExempt(url)) {
    return { ok: true, url, addresses: [], exempt: true };
  }
  if (!(rules.protocols as readonly string[]).includes(url.protocol)) {
    return fail(protocolRule(rules));
  }
  if (url.username || url.password) {
    return fail(`The ${rules.what} must not contain credentials.`);
  }
  if (rules.standardPortOnly && url.port !== "") {
    return fail(`The ${rules.what} must use the standard ${url.protocol === "https:" ? "HTTPS" : "HTTP"} port.`);
  }
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (host === "" || blockedHostnames.has(host) || host.endsWith(".localhost") || host.endsWith(".internal")) {
    return refuseHost(rules, url.hostname, "is not a public host");
  }
  if (parseAddress(host)) {
    const literal = host.replace(/^\[|\]$/g, "");
    const because = notPublicBecause(host);
    return because
      ? refuseHost(rules, url.hostname, `is ${because}`)
      : { ok: true, url, addresses: [literal], exempt: false };
  }
  let addresses: string[];
  try {
    addresses = await resolver(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) {
    return refuseHost(rules, url.hostname, "does not resolve");
  }
  for (const address of addresses) {
    const because = notPublicBecause(address);
    if (because) {
      return refuseHost(rules, url.hostname, `resolves to ${address}, which is ${because}`);
    }
  }
  return { ok: true, url, addresses, exempt: false };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A connection `lookup` that answers every name with the address the check vetted, so a DNS answer
 * that changes between the check and the connection (rebinding) is never used.
 */
export function pinnedLookup(address: string) {
  const family = isIPv6(address) ? 6 : 4;
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options?.all) {
      callback(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

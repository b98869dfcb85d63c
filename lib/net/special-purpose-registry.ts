/**
 * The IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), one row
 * per address block as IANA publishes them:
 *   https://www.iana.org/assignments/iana-ipv4-special-registry/
 *   https://www.iana.org/assignments/iana-ipv6-special-registry/
 * Transcribed by hand (the service has no network access at build time); when IANA adds a row,
 * add it here with the registry's own name, RFC and flags. Pure data: the web app may import it.
 *
 * Flags: true/false as published; "N/A" where the registry says N/A (6to4, Teredo: reachability
 * depends on the IPv4 address they carry); null where the row has no flags (a terminated block).
 */

export type RegistryFlag = boolean | "N/A" | null;

export interface SpecialPurposeBlock {
  /** Address block in CIDR notation. */
  block: string;
  /** The registry's Name column, verbatim. */
  name: string;
  /** The registry's RFC column. */
  rfc: string;
  source: RegistryFlag;
  destination: RegistryFlag;
  forwardable: RegistryFlag;
  globallyReachable: RegistryFlag;
  reservedByProtocol: RegistryFlag;
  /** Termination date when the registry lists one (the block is deprecated). */
  terminated?: string;
}

type Flags = [RegistryFlag, RegistryFlag, RegistryFlag, RegistryFlag, RegistryFlag];

const row = (block: string, name: string, rfc: string, flags: Flags, terminated?: string): SpecialPurposeBlock => {
  const [source, destination, forwardable, globallyReachable, reservedByProtocol] = flags;
  return {
    block,
    name,
    rfc,
    source,
    destination,
    forwardable,
    globallyReachable,
    reservedByProtocol,
    ...(terminated ? { terminated } : {}),
  };
};

const T = true;
const F = false;
const NA = "N/A";
const NONE: Flags = [null, null, null, null, null];

/** Columns after the name: RFC, then [Source, Destination, Forwardable, Globally Reachable, Reserved-by-Protocol]. */
export const IPV4_SPECIAL_PURPOSE_REGISTRY: readonly SpecialPurposeBlock[] = [
  row("0.0.0.0/8", '"This network"', "RFC 791, Section 3.2", [T, F, F, F, T]),
  row("0.0.0.0/32", '"This host on this network"', "RFC 1122, Section 3.2.1.3", [T, F, F, F, T]),
  row("10.0.0.0/8", "Private-Use", "RFC 1918", [T, T, T, F, F]),
  row("100.64.0.0/10", "Shared Address Space", "RFC 6598", [T, T, T, F, F]),
  row("127.0.0.0/8", "Loopback", "RFC 1122, Section 3.2.1.3", [F, F, F, F, T]),
  row("169.254.0.0/16", "Link Local", "RFC 3927", [T, T, F, F, T]),
  row("172.16.0.0/12", "Private-Use", "RFC 1918", [T, T, T, F, F]),
  row("192.0.0.0/24", "IETF Protocol Assignments", "RFC 6890, Section 2.1", [F, F, F, F, F]),
  row("192.0.0.0/29", "IPv4 Service Continuity Prefix", "RFC 7335", [T, T, T, F, F]),
  row("192.0.0.8/32", "IPv4 dummy address", "RFC 7600", [T, F, F, F, F]),
  row("192.0.0.9/32", "Port Control Protocol Anycast", "RFC 7723", [T, T, T, T, F]),
  row("192.0.0.10/32", "Traversal Using Relays around NAT Anycast", "RFC 8155", [T, T, T, T, F]),
  // One registry row with two blocks.
  row("192.0.0.170/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 Section 2.2", [F, F, F, F, T]),
  row("192.0.0.171/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 Section 2.2", [F, F, F, F, T]),
  row("192.0.2.0/24", "Documentation (TEST-NET-1)", "RFC 5737", [F, F, F, F, F]),
  row("192.31.196.0/24", "AS112-v4", "RFC 7535", [T, T, T, T, F]),
  row("192.52.193.0/24", "AMT", "RFC 7450", [T, T, T, T, F]),
  row("192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "RFC 7526", NONE, "2015-03"),
  row("192.88.99.2/32", "6a44-relay anycast address", "RFC 6751", [T, T, T, F, F]),
  row("192.168.0.0/16", "Private-Use", "RFC 1918", [T, T, T, F, F]),
  row("192.175.48.0/24", "Direct Delegation AS112 Service", "RFC 7534", [T, T, T, T, F]),
  row("198.18.0.0/15", "Benchmarking", "RFC 2544", [T, T, T, F, F]),
  row("198.51.100.0/24", "Documentation (TEST-NET-2)", "RFC 5737", [F, F, F, F, F]),
  row("203.0.113.0/24", "Documentation (TEST-NET-3)", "RFC 5737", [F, F, F, F, F]),
  row("240.0.0.0/4", "Reserved", "RFC 1112, Section 4", [F, F, F, F, T]),
  row("255.255.255.255/32", "Limited Broadcast", "RFC 8190, RFC 919 Section 7", [F, T, F, F, T]),
];

export const IPV6_SPECIAL_PURPOSE_REGISTRY: readonly SpecialPurposeBlock[] = [
  row("::1/128", "Loopback Address", "RFC 4291", [F, F, F, F, T]),
  row("::/128", "Unspecified Address", "RFC 4291", [T, F, F, F, T]),
  row("::ffff:0:0/96", "IPv4-mapped Address", "RFC 4291", [F, F, F, F, T]),
  row("64:ff9b::/96", "IPv4-IPv6 Translat.", "RFC 6052", [T, T, T, T, F]),
  row("64:ff9b:1::/48", "IPv4-IPv6 Translat.", "RFC 8215", [T, T, T, F, F]),
  row("100::/64", "Discard-Only Address Block", "RFC 6666", [T, T, T, F, F]),
  row("2001::/23", "IETF Protocol Assignments", "RFC 2928", [F, F, F, F, F]),
  row("2001::/32", "TEREDO", "RFC 4380, RFC 8190", [T, T, T, NA, F]),
  row("2001:1::1/128", "Port Control Protocol Anycast", "RFC 7723", [T, T, T, T, F]),
  row("2001:1::2/128", "Traversal Using Relays around NAT Anycast", "RFC 8155", [T, T, T, T, F]),
  row("2001:1::3/128", "DNS-SD Service Registration Protocol Anycast Address", "RFC 9665", [T, T, T, T, F]),
  row("2001:2::/48", "Benchmarking", "RFC 5180, RFC Errata 1752", [T, T, T, F, F]),
  row("2001:3::/32", "AMT", "RFC 7450", [T, T, T, T, F]),
  row("2001:4:112::/48", "AS112-v6", "RFC 7535", [T, T, T, T, F]),
  row("2001:10::/28", "Deprecated (previously ORCHID)", "RFC 4843", NONE, "2014-03"),
  row("2001:20::/28", "ORCHIDv2", "RFC 7343", [T, T, T, T, F]),
  row("2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix", "RFC 9374", [T, T, T, T, F]),
  row("2001:db8::/32", "Documentation", "RFC 3849", [F, F, F, F, F]),
  row("2002::/16", "6to4", "RFC 3056", [T, T, T, NA, F]),
  row("2620:4f:8000::/48", "Direct Delegation AS112 Service", "RFC 7534", [T, T, T, T, F]),
  row("3fff::/20", "Documentation", "RFC 9637", [F, F, F, F, F]),
  row("5f00::/16", "Segment Routing (SRv6) SIDs", "RFC 9602", [T, T, T, F, F]),
  row("fc00::/7", "Unique-Local", "RFC 4193, RFC 8190", [T, T, T, F, F]),
  row("fe80::/10", "Link-Local Unicast", "RFC 4291", [T, T, F, F, T]),
];

export interface OtherNonPublicBlock {
  block: string;
  name: string;
  /** Where the block is defined: it is not in the special-purpose registries. */
  source: string;
}

/** Blocks that are never a public unicast destination but live in other registries or RFCs. */
export const OTHER_NON_PUBLIC_BLOCKS: readonly OtherNonPublicBlock[] = [
  { block: "224.0.0.0/4", name: "Multicast", source: "IANA IPv4 Multicast Address Space Registry, RFC 5771" },
  { block: "ff00::/8", name: "Multicast", source: "IANA IPv6 Address Space Registry, RFC 4291" },
  {
    block: "::ffff:0:0:0/96",
    name: "IPv4-translated Address",
    source: "RFC 2765, Section 2.1 (SIIT; obsoleted by RFC 6145, never in the registry)",
  },
  { block: "::/96", name: "IPv4-compatible Address (deprecated)", source: "RFC 4291, Section 2.5.5.1" },
  { block: "fec0::/10", name: "Site-Local (deprecated)", source: "RFC 3879; IANA IPv6 Address Space Registry" },
  {
    block: "168.63.129.16/32",
    name: "Azure platform wire server",
    source: "Microsoft Azure documentation (a public address that answers only inside Azure)",
  },
];

/**
 * The only IPv6 space IANA allocates as Global Unicast (IANA IPv6 Address Space Registry); the rest
 * is Reserved by IETF, Unique Local, Link-Local or Multicast.
 */
export const IPV6_GLOBAL_UNICAST = "2000::/3";

/**
 * Registry rows that are Globally Reachable but are anycast service addresses (AS112 DNS sinks,
 * AMT relays, PCP, TURN, DNS-SD): anycast reaches the nearest instance, which may be one run
 * inside the deployment's own network, and none of them is a webhook receiver.
 */
export const ANYCAST_SERVICE_BLOCKS: readonly string[] = [
  "192.0.0.9/32",
  "192.0.0.10/32",
  "192.31.196.0/24",
  "192.52.193.0/24",
  "192.175.48.0/24",
  "2001:1::1/128",
  "2001:1::2/128",
  "2001:1::3/128",
  "2001:3::/32",
  "2001:4:112::/48",
  "2620:4f:8000::/48",
];

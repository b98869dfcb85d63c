import { describe, expect, it } from "vitest";
import { parseExactCidr } from "./ip";
import { checkPublicAddress } from "./public-address";
import {
  ANYCAST_SERVICE_BLOCKS,
  IPV4_SPECIAL_PURPOSE_REGISTRY,
  IPV6_SPECIAL_PURPOSE_REGISTRY,
  OTHER_NON_PUBLIC_BLOCKS,
} from "./special-purpose-registry";

const blockOf = (raw: string) => {
  const check = checkPublicAddress(raw);
  return check.ok || check.reason === "invalid" ? null : check.block;
};

describe("the special-purpose registry table", () => {
  const registryRows = [...IPV4_SPECIAL_PURPOSE_REGISTRY, ...IPV6_SPECIAL_PURPOSE_REGISTRY];

  it("holds only well-formed blocks of the right family, each once", () => {
    for (const [rows, version] of [
      [IPV4_SPECIAL_PURPOSE_REGISTRY, 4],
      [IPV6_SPECIAL_PURPOSE_REGISTRY, 6],
    ] as const) {
      for (const row of rows) {
        const parsed = parseExactCidr(row.block);
        expect(parsed.ok && parsed.network.version, row.block).toBe(version);
        expect(parsed.ok && parsed.canonical, row.block).toBe(row.block);
        expect(row.name.length, row.block).toBeGreaterThan(0);
        expect(row.rfc, row.block).toMatch(/^RFC \d+/);
      }
    }
    const blocks = registryRows.map((row) => row.block);
    expect(new Set(blocks).size).toBe(blocks.length);
    for (const other of OTHER_NON_PUBLIC_BLOCKS) {
      expect(parseExactCidr(other.block).ok, other.block).toBe(true);
      expect(blocks).not.toContain(other.block);
    }
    for (const block of ANYCAST_SERVICE_BLOCKS) {
      expect(registryRows.find((row) => row.block === block)?.globallyReachable, block).toBe(true);
    }
  });

  it("transcribes the rows the URL rules lean on as published", () => {
    const find = (block: string) => registryRows.find((row) => row.block === block);
    expect(find("::ffff:0:0/96")).toMatchObject({ name: "IPv4-mapped Address", globallyReachable: false });
    expect(find("64:ff9b::/96")).toMatchObject({
      name: "IPv4-IPv6 Translat.",
      rfc: "RFC 6052",
      globallyReachable: true,
    });
    expect(find("2002::/16")).toMatchObject({ name: "6to4", globallyReachable: "N/A" });
    expect(find("2001::/32")).toMatchObject({ name: "TEREDO", globallyReachable: "N/A" });
    expect(find("192.88.99.0/24")).toMatchObject({ globallyReachable: null, terminated: "2015-03" });
    expect(find("240.0.0.0/4")).toMatchObject({ name: "Reserved", globallyReachable: false });
    expect(find("255.255.255.255/32")).toMatchObject({ name: "Limited Broadcast", destination: true });
  });

  it("blocks an address inside every block that is not Globally Reachable = True", () => {
    for (const row of registryRows.filter((candidate) => candidate.globallyReachable !== true)) {
      const parsed = parseExactCidr(row.block);
      if (!parsed.ok || row.globallyReachable === "N/A") {
        continue; // N/A rows are decided by the IPv4 address they carry (below)
      }
      const inside = row.block.replace(/\/\d+$/, "");
      expect(checkPublicAddress(inside).ok, row.block).toBe(false);
    }
  });
});

describe("checkPublicAddress", () => {
  it.each([
    ["::ffff:0:7f00:1", "IPv4-translated Address"],
    ["::ffff:0:808:808", "IPv4-translated Address"],
    ["::ffff:127.0.0.1", "IPv4-mapped Address"],
    ["::ffff:7f00:1", "IPv4-mapped Address"],
    ["::ffff:8.8.8.8", "IPv4-mapped Address"],
    ["64:ff9b::7f00:1", "Loopback"],
    ["64:ff9b::a9fe:a9fe", "Link Local"],
    ["64:ff9b:1::1", "IPv4-IPv6 Translat."],
    ["2002:7f00:1::", "Loopback"],
    ["2002:c0a8:101::1", "Private-Use"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "IETF Protocol Assignments"],
    ["100.64.0.1", "Shared Address Space"],
    ["192.0.0.8", "IPv4 dummy address"],
    ["192.0.0.9", "Port Control Protocol Anycast"],
    ["192.0.0.170", "NAT64/DNS64 Discovery"],
    ["192.88.99.1", "Deprecated (6to4 Relay Anycast)"],
    ["192.175.48.1", "Direct Delegation AS112 Service"],
    ["198.18.0.1", "Benchmarking"],
    ["0.0.0.0", '"This host on this network"'],
    ["0.1.2.3", '"This network"'],
    ["224.0.0.251", "Multicast"],
    ["240.0.0.1", "Reserved"],
    ["255.255.255.255", "Limited Broadcast"],
    ["168.63.129.16", "Azure platform wire server"],
    ["::", "Unspecified Address"],
    ["::1", "Loopback Address"],
    ["::127.0.0.1", "IPv4-compatible Address (deprecated)"],
    ["fe80::1", "Link-Local Unicast"],
    ["fe80::1%eth0", "Link-Local Unicast"],
    ["fc00::1", "Unique-Local"],
    ["fd00:ec2::254", "Unique-Local"],
    ["fec0::1", "Site-Local (deprecated)"],
    ["ff02::1", "Multicast"],
    ["2001:db8::1", "Documentation"],
    ["3fff::1", "Documentation"],
    ["2001:2::1", "Benchmarking"],
    ["2001:10::1", "Deprecated (previously ORCHID)"],
    ["2001:20::1", "IETF Protocol Assignments"], // ORCHIDv2 is reachable, its /23 is not,
    ["2620:4f:8000::1", "Direct Delegation AS112 Service"],
    ["5f00::1", "Segment Routing (SRv6) SIDs"],
    ["100::1", "Discard-Only Address Block"],
    ["100:0:0:1::1", "Reserved by IETF"],
    ["4000::1", "Reserved by IETF"],
  ])("%s is not public (%s)", (address, name) => {
    expect(blockOf(address)?.name).toBe(name);
  });

  it("says which carried IPv4 address made an IPv6 address non-public", () => {
    expect(blockOf("64:ff9b::7f00:1")).toEqual({
      block: "127.0.0.0/8",
      name: "Loopback",
      source: "RFC 1122, Section 3.2.1.3",
      via: "127.0.0.1",
    });
    expect(blockOf("2002:a00:1::")?.via).toBe("10.0.0.1");
  });

  it.each([
    "8.8.8.8",
    "93.184.215.14",
    "1.1.1.1",
    "192.0.1.1",
    "198.20.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "64:ff9b::808:808", // NAT64 of a public address: the registry calls the prefix globally reachable
    "2002:808:808::1", // 6to4 of a public address: the registry's N/A defers to it
  ])("%s is public", (address) => {
    expect(checkPublicAddress(address)).toMatchObject({ ok: true });
  });

  it("rejects what is not an address", () => {
    expect(checkPublicAddress("example.com")).toEqual({ ok: false, reason: "invalid" });
    expect(checkPublicAddress("10.0.0.0/8")).toEqual({ ok: false, reason: "invalid" });
  });
});

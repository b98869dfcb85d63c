import { beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import type { operations } from "@/lib/web/api-types.generated";
import { createBom, cycloneDx } from "./testing/upload";

/**
 * Which vendors ship a component: the portfolio search over each vendor's latest BOM, and OSV
 * advisories matched against those BOMs, raising radar alerts through one radar event.
 */

let org: TestOrg;
let other: TestOrg;
const vendors: Record<string, string> = {};

const runJobs = (of: TestOrg = org) => new JobWorker({ orgId: of.orgId }).runUntilIdle();
const search = (query: string, token = org.token) =>
  callApi("get", `/v1/bill_of_materials/portfolio/components?${query}`, { token });

const advisoryOf = async (id: string, token = org.token) =>
  bodyAt(await callApi("get", `/v1/bill_of_materials/advisories/${id}`, { token }), 200);

const advisoryTotal = async (query: "" | `?${string}`, token = org.token) =>
  bodyAt(await callApi("get", `/v1/bill_of_materials/advisories${query}`, { token }), 200).total;

type OsvAdvisory = operations["importBomAdvisory"]["requestBody"]["content"]["application/json"];

const log4j = (version: string) => ({
  name: "log4j-core",
  version,
  purl: `pkg:maven/org.apache.logging.log4j/log4j-core@${version}`,
});
const npm = (name: string, version: string) => ({ name, version, purl: `pkg:npm/${name}@${version}` });

const LOG4SHELL: OsvAdvisory = {
  schema_version: "1.4.0",
  id: "GHSA-jfh8-c2jp-5v3q",
  aliases: ["CVE-2021-44228"],
  summary: "Remote code injection in Log4j",
  details: "Apache Log4j2 JNDI features do not protect against attacker controlled LDAP endpoints.",
  published: "2021-12-10T00:40:56Z",
  modified: "2024-01-01T00:00:00Z",
  database_specific: { severity: "CRITICAL" },
  references: [{ type: "ADVISORY", url: "https://nvd.nist.gov/vuln/detail/CVE-2021-44228" }],
  affected: [
    {
      package: { ecosystem: "Maven", name: "org.apache.logging.log4j:log4j-core" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.0-beta9" }, { fixed: "2.15.0" }] }],
    },
  ],
};

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Portfolio Org"), createOrg("Other Portfolio Org")]);
  for (const name of ["Acme Payments", "Bolt Logistics", "Cedar Analytics", "Dune Storage"]) {
    vendors[name] = (await createVendor(org, { name })).id;
  }
  const theirVendor = (await createVendor(other, { name: "Their Vendor" })).id;
  await createBom(
    org,
    vendors["Acme Payments"] as string,
    "acme.cdx.json",
    cycloneDx("Acme", [log4j("2.14.1"), npm("express", "4.17.1")]),
  );
  await createBom(
    org,
    vendors["Bolt Logistics"] as string,
    "bolt.cdx.json",
    cycloneDx("Bolt", [log4j("2.12.0"), npm("express", "5.0.0")]),
  );
  // Cedar's older BOM had the vulnerable log4j; its latest has the fixed one.
  await createBom(
    org,
    vendors["Cedar Analytics"] as string,
    "cedar-old.cdx.json",
    cycloneDx("Cedar", [log4j("2.14.0")]),
  );
  await createBom(
    org,
    vendors["Cedar Analytics"] as string,
    "cedar.cdx.json",
    cycloneDx("Cedar", [log4j("2.17.1"), npm("express-session", "1.17.0")]),
  );
  await createBom(other, theirVendor, "their.cdx.json", cycloneDx("Theirs", [log4j("2.14.1")]));
  await Promise.all([runJobs(), runJobs(other)]);
});

describe("GET /v1/bill_of_materials/portfolio/components", () => {
  it("finds every vendor whose latest BOM ships the package, whatever the version, by vendor name", async () => {
    const result = await search("purl_prefix=pkg:maven/org.apache.logging.log4j/log4j-core@");
    expectStatus(result, 200);
    expect(result.body.total).toBe(3);
    expect(result.body.items.map((item) => [item.vendor_name, item.component.version])).toEqual([
      ["Acme Payments", "2.14.1"],
      ["Bolt Logistics", "2.12.0"],
      ["Cedar Analytics", "2.17.1"],
    ]);
    expect(result.body.items[0]).toMatchObject({
      vendor_id: vendors["Acme Payments"],
      bill_of_materials_id: expect.stringMatching(/^cbbom_/),
      service_ids: [],
      component: expect.objectContaining({
        name: "log4j-core",
        purl: "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1",
      }),
    });
  });

  it("a prefix is a prefix: pkg:npm/express also finds express-session; ending at @ pins the name", async () => {
    const loose = bodyAt(await search("purl_prefix=PKG:NPM/EXPRESS"), 200);
    expect(loose.items.map((item) => item.component.name).sort()).toEqual(["express", "express", "express-session"]);
    const pinned = bodyAt(await search("purl_prefix=pkg:npm/express@"), 200);
    expect(pinned.total).toBe(2);
  });

  it("narrows by a vers range, per ecosystem", async () => {
    const vulnerable = await search(
      `purl_prefix=pkg:maven/org.apache.logging.log4j/log4j-core@&version_range=${encodeURIComponent("vers:maven/>=2.0-beta9|<2.15.0")}`,
    );
    expectStatus(vulnerable, 200);
    expect(vulnerable.body.items.map((item) => item.vendor_name)).toEqual(["Acme Payments", "Bolt Logistics"]);
    const express4 = bodyAt(
      await search(`name=express&version_range=${encodeURIComponent("vers:npm/>=4.0.0|<5.0.0")}`),
      200,
    );
    expect(express4.items.map((item) => item.vendor_name)).toEqual(["Acme Payments"]);
  });

  it("needs a filter, and refuses a malformed range with a readable 422", async () => {
    expect((await search("limit=10")).status).toBe(422);
    const bad = await search(`purl_prefix=pkg:npm/x&version_range=${encodeURIComponent("vers:nonsense/>=1")}`);
    expectStatus(bad, 422);
    expect(JSON.stringify(bad.body.detail)).toMatch(/scheme/i);
    expect((await search("purl_prefix=pkg:npm&limit=201")).status).toBe(422);
  });

  it("never shows another organization's components", async () => {
    const theirs = bodyAt(await search("purl_prefix=pkg:maven/org.apache.logging.log4j", other.token), 200);
    expect(theirs.items.map((item) => item.vendor_name)).toEqual(["Their Vendor"]);
  });
});

describe("advisories", () => {
  let advisoryId: string;

  it("imports an OSV advisory (201) and matches it against every latest BOM in the background", async () => {
    const imported = await callApi("post", "/v1/bill_of_materials/advisories", { token: org.token, body: LOG4SHELL });
    expectStatus(imported, 201);
    expect(imported.body).toMatchObject({
      id: expect.stringMatching(/^cbbomadv_/),
      osv_id: "GHSA-jfh8-c2jp-5v3q",
      aliases: ["CVE-2021-44228"],
      severity: "critical",
      affected_packages: ["pkg:maven/org.apache.logging.log4j/log4j-core"],
      matching: true,
      matched_vendor_count: 0,
    });
    advisoryId = imported.body.id;
    await runJobs();
    const read = await advisoryOf(advisoryId);
    expect(read).toMatchObject({ matching: false, matched_vendor_count: 2 });
    expect(read.matches?.map((match) => match.vendor_name)).toEqual(["Acme Payments", "Bolt Logistics"]);
    expect(read.matches?.[0]?.components).toEqual([expect.objectContaining({ name: "log4j-core", version: "2.14.1" })]);
    const eventId = read.matches?.[0]?.radar_event_id;
    expect(eventId).toMatch(/^cbrevent_/);
    expect(read.matches?.[1]?.radar_event_id).toBe(eventId);

    const event = bodyAt(await callApi("get", `/v1/radar/events/${eventId}`, { token: org.token }), 200);
    expect(event).toMatchObject({ primary_impact_type: "Infosec", source_name: "GHSA-jfh8-c2jp-5v3q" });
    expect([...event.vendor_ids].sort()).toEqual([vendors["Acme Payments"], vendors["Bolt Logistics"]].sort());
    const alerts = bodyAt(await callApi("get", `/v1/radar/alerts?event_id=${eventId}`, { token: org.token }), 200);
    expect(alerts.total).toBe(2);
  });

  it("a BOM parsed later is matched too: its vendor is named in a radar event of its own", async () => {
    await createBom(org, vendors["Dune Storage"] as string, "dune.cdx.json", cycloneDx("Dune", [log4j("2.14.1")]));
    await runJobs();
    const read = await advisoryOf(advisoryId);
    expect(read.matched_vendor_count).toBe(3);
    const dune = read.matches?.find((match) => match.vendor_name === "Dune Storage");
    expect(dune?.radar_event_id).toMatch(/^cbrevent_/);
    expect(dune?.radar_event_id).not.toBe(read.matches?.[0]?.radar_event_id);
    const alerts = bodyAt(
      await callApi("get", `/v1/radar/alerts?event_id=${dune?.radar_event_id}`, { token: org.token }),
      200,
    );
    expect(alerts.items.map((alert) => alert.vendor_id)).toEqual([vendors["Dune Storage"]]);
  });

  it("a vendor whose new BOM fixed it loses its match, without a new event", async () => {
    await createBom(org, vendors["Dune Storage"] as string, "dune-2.cdx.json", cycloneDx("Dune", [log4j("2.17.1")]));
    await runJobs();
    expect((await advisoryOf(advisoryId)).matched_vendor_count).toBe(2);
  });

  it("importing the same id again replaces it (200) and matches again without naming vendors twice", async () => {
    const events = async () =>
      bodyAt(await callApi("get", "/v1/radar/events?limit=200", { token: org.token }), 200).total;
    const before = await events();
    const again = await callApi("post", "/v1/bill_of_materials/advisories", {
      token: org.token,
      body: { ...LOG4SHELL, summary: "Log4Shell" },
    });
    expectStatus(again, 200);
    expect(again.body).toMatchObject({ id: advisoryId, summary: "Log4Shell", matching: true });
    await runJobs();
    expect(await events()).toBe(before);
  });

  it("lists advisories; archive hides them from the list; bad bodies are 422; other organizations see none", async () => {
    const list = await callApi("get", "/v1/bill_of_materials/advisories", { token: org.token });
    expect(list.body).toMatchObject({ total: 1, items: [expect.objectContaining({ id: advisoryId, matches: null })] });
    expect(
      (await call("/v1/bill_of_materials/advisories", { token: org.token, body: { summary: "no id" } })).status,
    ).toBe(422);
    expect((await call(`/v1/bill_of_materials/advisories/${advisoryId}`, { token: other.token })).status).toBe(404);
    expect(await advisoryTotal("", other.token)).toBe(0);
    const archived = await callApi("post", `/v1/bill_of_materials/advisories/${advisoryId}/archive`, {
      token: org.token,
    });
    expect(archived.body).toMatchObject({ is_archived: true });
    expect(await advisoryTotal("")).toBe(0);
    expect(await advisoryTotal("?include_archived=true")).toBe(1);
  });
});

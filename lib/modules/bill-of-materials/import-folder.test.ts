import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { importAdvisoryFolder } from "./import-folder";

let org: TestOrg;

beforeAll(async () => {
  org = await createOrg("Advisory Folder Org");
});

describe("importing a folder of OSV files", () => {
  it("posts each advisory (a file of one, or of an array) and reports created, replaced and refused", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "osv-"));
    const advisory = (id: string) => ({
      id,
      summary: `Advisory ${id}`,
      affected: [
        {
          package: { ecosystem: "npm", name: "lodash" },
          ranges: [{ type: "SEMVER", events: [{ introduced: "0" }, { fixed: "4.17.21" }] }],
        },
      ],
    });
    writeFileSync(path.join(folder, "a.json"), JSON.stringify(advisory("GHSA-aaaa-aaaa-aaaa")));
    writeFileSync(
      path.join(folder, "b.json"),
      JSON.stringify([advisory("GHSA-bbbb-bbbb-bbbb"), advisory("GHSA-aaaa-aaaa-aaaa")]),
    );
    writeFileSync(path.join(folder, "c.json"), "{not json");
    writeFileSync(path.join(folder, "d.json"), JSON.stringify({ summary: "no id" }));
    writeFileSync(path.join(folder, "notes.txt"), "ignored");
    const outcomes = await importAdvisoryFolder(folder, (body) =>
      callApi("post", "/v1/bill_of_materials/advisories", { token: org.token, uncheckedBody: body }),
    );
    expect(outcomes.map((outcome) => [outcome.file, outcome.id, outcome.result])).toEqual([
      ["a.json", "GHSA-aaaa-aaaa-aaaa", "created"],
      ["b.json", "GHSA-bbbb-bbbb-bbbb", "created"],
      ["b.json", "GHSA-aaaa-aaaa-aaaa", "replaced"],
      ["c.json", null, "refused"],
      ["d.json", null, "refused"],
    ]);
    expect(bodyAt(await callApi("get", "/v1/bill_of_materials/advisories", { token: org.token }), 200).total).toBe(2);
  });
});

import type { OsvAdvisory } from "./osv-schema";

/**
 * Advisories for tests, shaped as OSV publishes them (GitHub's advisory database exports), trimmed to the
 * fields this layer reads. Ranges and scores are as published to the best of our knowledge; the tests
 * depend only on the semantics, not on the records being verbatim.
 */

/** Log4Shell (CVE-2021-44228): log4j-core, three branches, each fixed separately. */
export const log4ShellAdvisory: OsvAdvisory = {
  id: "GHSA-jfh8-c2jp-5v3q",
  aliases: ["CVE-2021-44228"],
  summary: "Remote code injection in Log4j",
  modified: "2024-02-16T08:18:27Z",
  published: "2021-12-10T00:40:56Z",
  severity: [{ type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H" }],
  affected: [
    {
      package: { ecosystem: "Maven", name: "org.apache.logging.log4j:log4j-core" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.13.0" }, { fixed: "2.15.0" }] }],
    },
    {
      package: { ecosystem: "Maven", name: "org.apache.logging.log4j:log4j-core" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.0-beta9" }, { fixed: "2.3.1" }] }],
    },
    {
      package: { ecosystem: "Maven", name: "org.apache.logging.log4j:log4j-core" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.4" }, { fixed: "2.12.2" }] }],
    },
    {
      package: { ecosystem: "Maven", name: "org.ops4j.pax.logging:pax-logging-log4j2" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "1.8.0" }, { fixed: "1.9.2" }] }],
    },
  ],
  references: [{ type: "ADVISORY", url: "https://nvd.nist.gov/vuln/detail/CVE-2021-44228" }],
  database_specific: { severity: "CRITICAL", github_reviewed: true, cwe_ids: ["CWE-20", "CWE-400", "CWE-502"] },
};

/** lodash command injection through template (CVE-2021-23337): every version before 4.17.21. */
export const lodashAdvisory: OsvAdvisory = {
  id: "GHSA-35jh-r3h4-6jhm",
  aliases: ["CVE-2021-23337"],
  summary: "Command Injection in lodash",
  severity: [{ type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H" }],
  affected: [
    {
      package: { ecosystem: "npm", name: "lodash" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "4.17.21" }] }],
    },
  ],
  database_specific: { severity: "HIGH" },
};

/** @babel/traverse arbitrary code execution (CVE-2023-45133): a scoped npm package, two branches. */
export const babelTraverseAdvisory: OsvAdvisory = {
  id: "GHSA-67hx-6x53-jw92",
  aliases: ["CVE-2023-45133"],
  affected: [
    {
      package: { ecosystem: "npm", name: "@babel/traverse" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "7.23.2" }] }],
    },
    {
      package: { ecosystem: "npm", name: "@babel/traverse" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "8.0.0-alpha.0" }, { fixed: "8.0.0-alpha.4" }] }],
    },
  ],
  database_specific: { severity: "CRITICAL" },
};

/** Jinja2 xmlattr injection (CVE-2024-22195); the name spelled as the project spells it, not normalised. */
export const jinjaAdvisory: OsvAdvisory = {
  id: "GHSA-h5c8-rqwp-cp95",
  aliases: ["CVE-2024-22195"],
  severity: [{ type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:L/A:N" }],
  affected: [
    {
      package: { ecosystem: "PyPI", name: "Jinja2" },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "3.1.3" }] }],
      versions: ["2.10", "3.1.2"],
    },
  ],
  database_specific: { severity: "MODERATE" },
};

/** HTTP/2 rapid reset in golang.org/x/net (CVE-2023-39325): Go versions written without their "v". */
export const goNetAdvisory: OsvAdvisory = {
  id: "GO-2023-2102",
  aliases: ["CVE-2023-39325", "GHSA-4374-p667-p6c8"],
  affected: [
    {
      package: { ecosystem: "Go", name: "golang.org/x/net" },
      ranges: [{ type: "SEMVER", events: [{ introduced: "0" }, { fixed: "0.17.0" }] }],
      ecosystem_specific: { imports: [{ path: "golang.org/x/net/http2", symbols: ["Server.ServeConn"] }] },
    },
    {
      package: { ecosystem: "Go", name: "stdlib" },
      ranges: [
        {
          type: "SEMVER",
          events: [{ introduced: "0" }, { fixed: "1.20.10" }, { introduced: "1.21.0-0" }, { fixed: "1.21.3" }],
        },
      ],
    },
  ],
};

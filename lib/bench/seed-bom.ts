import { componentPackageKey } from "@/lib/modules/bill-of-materials/versions";
import { withDatabaseClient } from "./database-client";
import type { SeededOrg } from "./seed";

/**
 * The portfolio the BOM search and the advisory matching are measured on: every vendor of the
 * organization gets one latest BOM (parsed, CycloneDX 1.5) of `perBom` components, inserted by SQL
 * (a million components through uploads and parses would take longer than the benchmark).
 *
 * The components come from a pool of 2,667 npm, Maven and PyPI packages with four versions
 * each (purls, names, groups, licences, a SHA-256 and a website as the parser stores them, and
 * `package_key` computed by the module's own componentPackageKey). A vendor's BOM takes `perBom - 1`
 * distinct packages of the pool (so each package is in about a third of the BOMs), and every BOM also
 * ships log4j-core 2.14.1 (position 0), the package the advisory benchmark's OSV advisory affects.
 * `pkg:npm/express` then matches five packages (express, express-session, …) in 1,380 components
 * across the vendors, and `pkg:maven/org.apache.logging.log4j/log4j-core@` one per BOM (1,000).
 */

interface PoolPackage {
  name: string;
  group: string | null;
  /** The purl without its version. */
  base: string;
  key: string;
  license: string;
  versions: [string, string, string, string];
}

export const LOG4J_CORE = {
  name: "log4j-core",
  group: "org.apache.logging.log4j",
  version: "2.14.1",
  purl: "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1",
};

const NPM_BASES = [
  "express",
  "react",
  "lodash",
  "axios",
  "moment",
  "chalk",
  "debug",
  "commander",
  "webpack",
  "rollup",
  "eslint",
  "prettier",
  "jest",
  "mocha",
  "yargs",
  "uuid",
  "dotenv",
  "cors",
  "helmet",
  "morgan",
  "mongoose",
  "sequelize",
  "knex",
  "redis",
  "ioredis",
  "socket.io",
  "ws",
  "graphql",
  "apollo",
  "next",
  "vue",
  "svelte",
  "angular",
  "rxjs",
  "immer",
  "zod",
  "yup",
  "joi",
  "ajv",
  "semver",
  "glob",
  "minimatch",
  "rimraf",
  "mkdirp",
  "fs-extra",
  "chokidar",
  "nodemon",
  "passport",
  "jsonwebtoken",
  "bcrypt",
  "multer",
  "busboy",
  "formidable",
  "sharp",
  "jimp",
  "pdfkit",
  "nodemailer",
  "winston",
  "pino",
  "bunyan",
  "dayjs",
  "luxon",
  "date-fns",
  "ramda",
  "underscore",
  "async",
  "bluebird",
  "qs",
  "body-parser",
  "cookie",
  "cookie-parser",
  "compression",
  "serve-static",
  "http-proxy",
  "node-fetch",
  "got",
  "superagent",
  "request",
  "cheerio",
  "jsdom",
  "puppeteer",
  "playwright",
  "typescript",
  "ts-node",
  "babel",
  "postcss",
  "autoprefixer",
  "sass",
  "less",
  "tailwindcss",
  "bootstrap",
  "jquery",
  "d3",
  "chart",
  "three",
  "marked",
  "highlight",
  "handlebars",
  "ejs",
  "pug",
];
const NPM_SUFFIXES = [
  "",
  "-session",
  "-validator",
  "-rate-limit",
  "-fileupload",
  "-utils",
  "-core",
  "-cli",
  "-plugin",
  "-loader",
  "-config",
  "-types",
  "-parser",
  "-compat",
  "-lite",
];
const NPM_SCOPES = ["@babel", "@types", "@angular", "@aws-sdk"];
const SCOPED_NAMES = [
  "core",
  "runtime",
  "parser",
  "traverse",
  "generator",
  "node",
  "react",
  "express",
  "lodash",
  "common",
  "compiler",
  "forms",
  "router",
  "http",
  "animations",
  "client-s3",
  "client-sqs",
  "client-dynamodb",
  "credential-providers",
  "util-retry",
  "preset-env",
  "plugin-transform-runtime",
  "template",
  "types",
  "helpers",
  "cli",
  "register",
  "polyfill",
  "standalone",
  "code-frame",
];
const MAVEN_GROUPS: [string, string][] = [
  ["org.apache.commons", "commons"],
  ["com.fasterxml.jackson.core", "jackson"],
  ["com.fasterxml.jackson.dataformat", "jackson-dataformat"],
  ["io.netty", "netty"],
  ["org.springframework", "spring"],
  ["org.springframework.boot", "spring-boot"],
  ["org.springframework.security", "spring-security"],
  ["org.hibernate", "hibernate"],
  ["org.eclipse.jetty", "jetty"],
  ["org.apache.tomcat.embed", "tomcat-embed"],
  ["io.micrometer", "micrometer"],
  ["org.slf4j", "slf4j"],
  ["ch.qos.logback", "logback"],
  ["org.apache.logging.log4j", "log4j"],
  ["com.google.guava", "guava"],
  ["com.google.protobuf", "protobuf"],
  ["io.grpc", "grpc"],
  ["org.apache.httpcomponents", "httpclient"],
  ["com.squareup.okhttp3", "okhttp"],
  ["org.apache.kafka", "kafka"],
  ["org.apache.hadoop", "hadoop"],
  ["org.apache.poi", "poi"],
  ["org.bouncycastle", "bcprov"],
  ["org.yaml", "snakeyaml"],
  ["org.postgresql", "postgresql"],
  ["com.zaxxer", "hikari"],
  ["org.flywaydb", "flyway"],
  ["org.liquibase", "liquibase"],
  ["io.projectreactor", "reactor"],
  ["org.jboss.resteasy", "resteasy"],
  ["org.keycloak", "keycloak"],
  ["io.dropwizard", "dropwizard"],
  ["org.glassfish.jersey.core", "jersey"],
  ["javax.servlet", "servlet"],
  ["jakarta.xml.bind", "jaxb"],
  ["org.apache.cxf", "cxf"],
  ["org.apache.camel", "camel"],
  ["org.quartz-scheduler", "quartz"],
  ["net.bytebuddy", "byte-buddy"],
  ["org.mockito", "mockito"],
];
const MAVEN_SUFFIXES = [
  "",
  "-core",
  "-api",
  "-impl",
  "-annotations",
  "-databind",
  "-web",
  "-client",
  "-server",
  "-common",
  "-util",
  "-io",
  "-codec",
  "-handler",
  "-transport",
  "-buffer",
  "-resolver",
  "-jdbc",
  "-test",
  "-config",
  "-security",
  "-json",
  "-xml",
  "-yaml",
  "-http",
  "-metrics",
  "-tracing",
  "-spi",
  "-runtime",
  "-osgi",
];
const PYPI_WORDS = [
  "requests",
  "django",
  "flask",
  "numpy",
  "pandas",
  "scipy",
  "boto3",
  "botocore",
  "urllib3",
  "certifi",
  "idna",
  "charset",
  "pyyaml",
  "jinja2",
  "markupsafe",
  "werkzeug",
  "click",
  "sqlalchemy",
  "alembic",
  "psycopg2",
  "celery",
  "kombu",
  "redis",
  "pydantic",
  "fastapi",
  "starlette",
  "uvicorn",
  "gunicorn",
  "pytest",
  "tox",
];
const PYPI_SUFFIXES = [
  "",
  "-toolbelt",
  "-oauthlib",
  "-utils",
  "-extensions",
  "-stubs",
  "-mock",
  "-cors",
  "-login",
  "-migrate",
  "-restful",
  "-cache",
  "-async",
  "-plugins",
  "-cli",
  "-core",
  "-compat",
  "-types",
  "-lite",
  "-contrib",
];

/** A small deterministic hash, for spreading versions. */
function spread(text: string, modulo: number): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  }
  return hash % modulo;
}

function versionsOf(name: string, style: "semver" | "maven" | "pep440"): PoolPackage["versions"] {
  const major = 1 + spread(name, 5);
  const minor = spread(`${name}.minor`, 20);
  const list = [0, 1, 2, 3].map((step) =>
    style === "pep440" ? `${major}.${minor + step}` : `${major}.${minor}.${spread(name, 7) + step}`,
  );
  return list as PoolPackage["versions"];
}

function poolPackage(
  type: "npm" | "maven" | "pypi",
  group: string | null,
  name: string,
  license: string,
): PoolPackage | null {
  const base =
    type === "maven"
      ? `pkg:maven/${group}/${name}`
      : type === "npm" && group
        ? `pkg:npm/${encodeURIComponent(group)}/${name}`
        : `pkg:${type}/${name}`;
  const versions = versionsOf(base, type === "maven" ? "maven" : type === "pypi" ? "pep440" : "semver");
  const key = componentPackageKey(`${base}@${versions[0]}`);
  if (key === null) {
    throw new Error(`seed-bom: ${base} is not a valid purl`);
  }
  return { name, group, base, key, license, versions };
}

/** The pool, in a fixed order; log4j-core is left out (every BOM ships it at a fixed version). */
export function packagePool(): PoolPackage[] {
  const pool: (PoolPackage | null)[] = [];
  NPM_BASES.forEach((base, index) => {
    // express (index 0) has five names; the others between 5 and 15.
    const count = 5 + ((index * 7) % 11);
    for (const suffix of NPM_SUFFIXES.slice(0, count)) {
      pool.push(poolPackage("npm", null, `${base}${suffix}`, index % 4 === 3 ? "ISC" : "MIT"));
    }
  });
  for (const scope of NPM_SCOPES) {
    for (const name of SCOPED_NAMES) {
      pool.push(poolPackage("npm", scope, name, "MIT"));
    }
  }
  MAVEN_GROUPS.forEach(([group, stem], index) => {
    const count = 18 + ((index * 5) % 13);
    for (const suffix of MAVEN_SUFFIXES.slice(0, count)) {
      const name = `${stem}${suffix}`;
      if (group === LOG4J_CORE.group && name === LOG4J_CORE.name) {
        continue;
      }
      pool.push(poolPackage("maven", group, name, index % 5 === 4 ? "EPL-2.0" : "Apache-2.0"));
    }
  });
  PYPI_WORDS.forEach((word, index) => {
    for (const suffix of PYPI_SUFFIXES) {
      pool.push(poolPackage("pypi", null, `${word}${suffix}`, index % 3 === 0 ? "BSD-3-Clause" : "MIT"));
    }
  });
  const unique = new Map<string, PoolPackage>();
  for (const item of pool) {
    if (item && !unique.has(item.key)) {
      unique.set(item.key, item);
    }
  }
  return [...unique.values()];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Vendors per INSERT statement of their components (each statement a transaction of its own). */
const VENDORS_PER_STATEMENT = 100;

export interface SeededPortfolio {
  vendors: number;
  components: number;
  poolPackages: number;
}

/** Seeds one latest BOM of `perBom` components for every vendor of `org` (which must have none yet). */
export async function seedBomPortfolio(
  databaseUrl: string,
  org: SeededOrg,
  perBom: number,
  log: (line: string) => void = console.log,
): Promise<SeededPortfolio> {
  const pool = packagePool();
  if (perBom - 1 > pool.length) {
    throw new Error(`seed-bom: ${perBom - 1} packages per BOM, but the pool has ${pool.length}`);
  }
  // A step coprime with the pool's size: a BOM's `perBom - 1` picks are then distinct packages.
  let step = 7919;
  while (gcd(step, pool.length) !== 1) {
    step += 2;
  }
  const log4jKey = componentPackageKey(LOG4J_CORE.purl);
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows: vendorRows } = await client.query<{ id: string }>(
      "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id",
      [org.orgId],
    );
    // One document (the uploaded file) and one BOM per vendor; the BOM is its latest.
    await client.query(
      `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM vendors WHERE org_id = $1)
       INSERT INTO documents (id, org_id, vendor_id, name, file_name, extension, size, content_type, sha256,
         storage_key, document_type, status, created_at, updated_at)
       SELECT 'cbvdoc_' || md5('bench-bom-doc-' || v.id), $1, v.id, 'SBOM ' || v.n, 'sbom-' || v.n || '.cdx.json',
         'json', 1500000 + v.n, 'application/json', md5(v.id) || md5(v.id || 'x'),
         'uploads/' || $1 || '/bench/sbom-' || v.n || '.cdx.json', NULL, 'created',
         now() - make_interval(days => 1), now() - make_interval(days => 1)
       FROM v`,
      [org.orgId],
    );
    await client.query(
      `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM vendors WHERE org_id = $1)
       INSERT INTO bills_of_materials (id, org_id, vendor_id, document_id, service_ids, format, bom_type, parse_status,
         spec_version, serial_number, component_count, name, parsed_at, quality, is_latest, created_at, updated_at)
       SELECT 'cbbom_' || md5('bench-bom-' || v.id), $1, v.id, 'cbvdoc_' || md5('bench-bom-doc-' || v.id), '[]'::jsonb,
         'cyclonedx', 'sbom', 'parsed', '1.5', 'urn:uuid:' || md5('serial-' || v.id)::uuid, $2::int,
         'Product ' || v.n || ' 1.0.0', now() - make_interval(days => 1),
         jsonb_build_object('component_count', $2::int, 'with_version', $2::int, 'with_purl', $2::int,
           'with_license', $2::int, 'with_supplier', 0, 'with_hash', $2::int, 'spec_version', '1.5',
           'ntia_minimum_elements', jsonb_build_object('met', false, 'missing', jsonb_build_array('supplier'))),
         true, now() - make_interval(days => 1), now() - make_interval(days => 1)
       FROM v`,
      [org.orgId, perBom],
    );
    const columns = {
      names: pool.map((item) => item.name),
      groups: pool.map((item) => item.group),
      bases: pool.map((item) => item.base),
      keys: pool.map((item) => item.key),
      licenses: pool.map((item) => item.license),
      // Four versions per package, flattened: package p's k-th version is at 4 * (p - 1) + k.
      versions: pool.flatMap((item) => item.versions),
    };
    for (let first = 0; first < vendorRows.length; first += VENDORS_PER_STATEMENT) {
      const started = Date.now();
      // Position 0 is log4j-core 2.14.1; position g > 0 is package 1 + (n * 7919 + g * step) mod pool
      // of the pool (n the vendor's number), at one of its four versions.
      await client.query(
        `WITH v AS (
           SELECT id, n::int AS n FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM vendors WHERE org_id = $1) all_vendors
           WHERE n > $2 AND n <= $3
         ),
         c AS (
           SELECT v.id AS vendor_id, v.n, g,
             CASE WHEN g > 0 THEN (1 + ((v.n * 7919::bigint + g * $5::bigint) % $6::bigint))::int END AS p
           FROM v, generate_series(0, $4::int - 1) AS g
         ),
         r AS (
           SELECT c.vendor_id, c.n, c.g, c.p,
             CASE WHEN c.p IS NULL THEN $7 ELSE ($8::text[])[c.p] END AS name,
             CASE WHEN c.p IS NULL THEN $9 ELSE ($10::text[])[c.p] END AS group_name,
             CASE WHEN c.p IS NULL THEN $11 ELSE ($12::text[])[c.p] || '@' || ($16::text[])[4 * (c.p - 1) + 1 + (c.n + c.g) % 4] END AS purl,
             CASE WHEN c.p IS NULL THEN $13 ELSE ($14::text[])[c.p] END AS package_key,
             CASE WHEN c.p IS NULL THEN 'Apache-2.0' ELSE ($15::text[])[c.p] END AS license,
             CASE WHEN c.p IS NULL THEN $17 ELSE ($16::text[])[4 * (c.p - 1) + 1 + (c.n + c.g) % 4] END AS version
           FROM c
         )
         INSERT INTO bom_components (id, org_id, bom_id, vendor_id, document_id, position, name, version, purl,
           package_key, cpe, group_name, supplier, author, description, bom_ref, component_type, kind, licenses,
           license_suggestions, hashes, hash_values, external_references, properties, model_card, created_at)
         SELECT 'cbbomc_' || md5('bench-bomc-' || r.vendor_id || '-' || r.g), $1, 'cbbom_' || md5('bench-bom-' || r.vendor_id),
           r.vendor_id, 'cbvdoc_' || md5('bench-bom-doc-' || r.vendor_id), r.g, r.name, r.version, r.purl, r.package_key,
           NULL, r.group_name, NULL, NULL,
           CASE WHEN r.g % 3 = 0 THEN 'The ' || r.name || ' library.' END, r.purl, 'library', 'component',
           ARRAY[r.license], NULL,
           jsonb_build_object('SHA-256', md5(r.purl) || md5(r.purl || '#')),
           ARRAY[md5(r.purl) || md5(r.purl || '#')],
           jsonb_build_array(jsonb_build_object('type', 'website', 'url', 'https://packages.example/' || r.name)),
           '{}'::jsonb, NULL, now() - make_interval(days => 1)
         FROM r`,
        [
          org.orgId,
          first,
          first + VENDORS_PER_STATEMENT,
          perBom,
          step,
          pool.length,
          LOG4J_CORE.name,
          columns.names,
          LOG4J_CORE.group,
          columns.groups,
          LOG4J_CORE.purl,
          columns.bases,
          log4jKey,
          columns.keys,
          columns.licenses,
          columns.versions,
          LOG4J_CORE.version,
        ],
      );
      log(
        `  BOM components: vendors ${first + 1}–${Math.min(first + VENDORS_PER_STATEMENT, vendorRows.length)} ` +
          `of ${vendorRows.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    await client.query("VACUUM ANALYZE bom_components");
    await client.query("VACUUM ANALYZE bills_of_materials");
    await client.query("VACUUM ANALYZE documents");
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM bom_components WHERE org_id = $1",
      [org.orgId],
    );
    return { vendors: vendorRows.length, components: Number(rows[0]?.count ?? 0), poolPackages: pool.length };
  });
}

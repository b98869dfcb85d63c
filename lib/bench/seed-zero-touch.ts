import { sleep } from "./app-process";
import { withDatabaseClient } from "./database-client";
import { call, expectStatus, type SeededOrg } from "./seed";

/**
 * The zero touch portfolio: every vendor of the bench organization (10,000) with one completed,
 * latest run, and `bulkCount` of them with a security document whose text the controls evaluation
 * reads. One run is made for real first (POST /v1/zero_touch_assessment, scored by the worker), and
 * its result and profile are the template of the other runs, inserted by SQL with their own
 * composites (about 8% unscored), tiers and component scores, with the assessment each run belongs
 * to: 10,000 runs through the API and the worker would take longer than the benchmark.
 */

/** Characters of each bulk vendor's document: a security whitepaper's extracted text. */
export const DOCUMENT_CHARS = 60_000;

/** Text the offline engine finds several zero touch controls in (lib/modules/zero-touch/testing.ts). */
const securityPageText = [
  "Our trust center describes our security program and how customers can request access to our SOC 2 Type II report under NDA.",
  "We hold a current SOC 2 Type II attestation and an ISO/IEC 27001 certificate issued by an accredited certification body.",
  "Our privacy policy explains what personal data we collect, how it is used and shared, and how individuals exercise their rights.",
  "A public status page shows uptime history and incidents. We encrypt customer data at rest with AES-256 and in transit with TLS 1.2.",
  "Customers can enforce single sign-on with SAML and multi-factor authentication for every account.",
].join("\n");

/** The body of a security whitepaper, numbered paragraph after paragraph until DOCUMENT_CHARS. */
const whitepaperParagraphs = [
  "Access to production systems is restricted to authorised engineers through single sign-on and hardware security keys; access reviews take place every quarter and leavers are removed within one business day.",
  "The incident response plan defines severity levels, on-call rotations and customer notification timelines; it is tested in a tabletop exercise twice a year and lessons learned are tracked to closure.",
  "Backups of customer data are taken daily, encrypted with AES-256 and replicated to a second region; restores are tested monthly against documented recovery time and recovery point objectives.",
  "Our vulnerability management programme scans infrastructure weekly and remediates critical findings within seven days; an independent firm performs an annual penetration test of the platform.",
  "Employees complete security awareness training at hire and annually, sign confidentiality agreements, and undergo background checks where local law permits.",
  "Subprocessors are listed on our website and assessed before onboarding; customers are notified thirty days before a new subprocessor processes personal data.",
  "Change management requires peer review of every code change, automated tests in continuous integration and an audit trail of deployments to production.",
  "Logs from applications and infrastructure are centralised, retained for one year and monitored for anomalies by the security operations team around the clock.",
  "Data is hosted in data centres operated by major cloud providers holding ISO 27001 and SOC 2 reports; physical security is the responsibility of those providers.",
  "Customers may request our latest penetration test summary, insurance certificate and business continuity plan through the trust portal after accepting the NDA.",
];

export function securityDocumentText(chars = DOCUMENT_CHARS): string {
  const parts = [securityPageText];
  let size = securityPageText.length;
  for (let index = 0; size < chars; index += 1) {
    const paragraph = `${index + 1}. ${whitepaperParagraphs[index % whitepaperParagraphs.length]}`;
    parts.push(paragraph);
    size += paragraph.length + 1;
  }
  return parts.join("\n");
}

interface RunSummary {
  id: string;
  vendor_id: string;
  status: string;
}

/** Polls POST /v1/zero_touch_assessment/summaries until every run has ended (complete or failed). */
export async function untilRunsEnd(
  appUrl: string,
  token: string,
  ids: string[],
  timeoutMs: number,
  intervalMs = 250,
): Promise<RunSummary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { items } = await expectStatus<{ items: RunSummary[] }>(
      "run summaries",
      200,
      await call(appUrl, "/v1/zero_touch_assessment/summaries", { token, body: { ids } }),
    );
    if (items.length === ids.length && items.every((run) => run.status === "complete" || run.status === "failed")) {
      return items;
    }
    if (Date.now() > deadline) {
      const open = items.filter((run) => run.status !== "complete" && run.status !== "failed").length;
      throw new Error(`${open} of ${ids.length} zero touch runs still open after ${timeoutMs / 1000} s`);
    }
    await sleep(intervalMs);
  }
}

export interface ZeroTouchPortfolio {
  /** The vendors that have a document: the bulk launch's. */
  bulkVendorIds: string[];
  /** The other vendors, in ID order: the webhook latency's PATCH targets. */
  otherVendorIds: string[];
  runs: number;
  unscored: number;
}

/**
 * Seeds the portfolio described above. Needs the job worker running (the template run is scored by
 * it). `bulkCount` vendors get a document, the template run's vendor among them.
 */
export async function seedZeroTouch(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  bulkCount: number,
): Promise<ZeroTouchPortfolio> {
  return withDatabaseClient(databaseUrl, async (client) => {
    try {
      const { rows: vendorRows } = await client.query<{ id: string }>(
        "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id",
        [org.orgId],
      );
      const ids = vendorRows.map((row) => row.id);
      const bulkVendorIds = ids.slice(0, bulkCount);
      const templateVendorId = bulkVendorIds[0];
      if (!templateVendorId || bulkVendorIds.length < bulkCount) {
        throw new Error(`need ${bulkCount} vendors in the zero touch org, found ${ids.length}`);
      }
      // One document per bulk vendor, as the classification job leaves it (status complete, text
      // extracted, typed soc2_type2); each text names its vendor.
      await client.query(
        `INSERT INTO documents (id, org_id, vendor_id, name, file_name, extension, size, content_type, document_type,
         document_type_given, status, extracted_text, created_at, updated_at)
       SELECT 'cbvdoc_' || md5('bench-zt-doc-' || v.id), $1, v.id, 'Security whitepaper', 'security-whitepaper.txt',
         'txt', octet_length(t.text), 'text/plain', 'soc2_type2', true, 'complete', t.text,
         now() - interval '30 days', now() - interval '30 days'
       FROM vendors v, LATERAL (SELECT v.name || E'\\n' || $3::text AS text) t
       WHERE v.org_id = $1 AND v.id = ANY($2::text[])`,
        [org.orgId, bulkVendorIds, securityDocumentText()],
      );
      const { id: templateRunId } = await expectStatus<{ id: string }>(
        "template zero touch run",
        200,
        await call(appUrl, "/v1/zero_touch_assessment", { token: org.token, body: { vendor_id: templateVendorId } }),
      );
      const [template] = await untilRunsEnd(appUrl, org.token, [templateRunId], 120_000);
      if (template?.status !== "complete") {
        throw new Error(`the template zero touch run ended ${template?.status}`);
      }
      await client.query("BEGIN");
      // Composite 15.0 to 94.9 by a hash of the vendor, every 12th unscored (no component resolved);
      // the tier follows the composite's band as buildProfile sets it.
      await client.query(
        `CREATE TEMP TABLE bench_zt_runs ON COMMIT DROP AS
       SELECT v.id AS vendor_id, v.name, 'cbqsrw_' || md5('bench-zt-run-' || v.id) AS run_id,
         CASE WHEN abs(hashtext(v.id)) % 12 = 0 THEN NULL
           ELSE round((15 + (abs(hashtext(v.id || 'c')) % 800) / 10.0)::numeric, 1)::real END AS composite,
         now() - make_interval(mins => 60 + abs(hashtext(v.id || 't')) % 20000) AS created_at
       FROM vendors v WHERE v.org_id = $1 AND v.id <> $2`,
        [org.orgId, templateVendorId],
      );
      const runColumns = await client.query<{ control_set_ids: string[] }>(
        "SELECT control_set_ids FROM zero_touch_runs WHERE assessment_id = $1",
        [templateRunId],
      );
      await client.query(
        `INSERT INTO assessments (id, org_id, vendor_id, name, status, control_set_ids, score_percent, is_zero_touch,
         initiated_at, created_at, updated_at)
       SELECT run_id, $1, vendor_id, 'Zero touch: ' || name, 'review_evals', $2::jsonb, composite / 100, true,
         created_at + interval '1 second', created_at, created_at + interval '40 seconds'
       FROM bench_zt_runs`,
        [org.orgId, JSON.stringify(runColumns.rows[0]?.control_set_ids ?? [])],
      );
      await client.query(
        `INSERT INTO zero_touch_runs (assessment_id, org_id, vendor_id, status, review_status, is_latest, control_set_ids,
         composite_score, risk_tier, component_scores, result, profile, started_at, completed_at, created_at, updated_at)
       SELECT r.run_id, $1, r.vendor_id, 'complete',
         (ARRAY['unreviewed', 'unreviewed', 'approved', 'escalated'])[1 + abs(hashtext(r.vendor_id || 'r')) % 4],
         true, t.control_set_ids, r.composite,
         CASE WHEN r.composite IS NULL THEN 'moderate' WHEN r.composite >= 80 THEN 'minimal'
           WHEN r.composite >= 65 THEN 'low' WHEN r.composite >= 50 THEN 'moderate'
           WHEN r.composite >= 35 THEN 'high' ELSE 'critical' END,
         CASE WHEN r.composite IS NULL THEN (
           SELECT jsonb_agg(jsonb_build_object('key', c.key, 'status', 'unavailable', 'score', null) ORDER BY c.n)
           FROM unnest(ARRAY['controls', 'financial_health', 'security', 'registration', 'people']) WITH ORDINALITY AS c(key, n))
         ELSE (
           SELECT jsonb_agg(jsonb_build_object('key', c.key, 'status', 'scored', 'score',
             least(100, greatest(0, round((r.composite + (abs(hashtext(r.vendor_id || c.key)) % 41) - 20)::numeric, 1))))
             ORDER BY c.n)
           FROM unnest(ARRAY['controls', 'financial_health', 'security', 'registration', 'people']) WITH ORDINALITY AS c(key, n))
         END,
         jsonb_set(t.result, '{composite_score}', coalesce(to_jsonb(r.composite), 'null'::jsonb)),
         jsonb_set(t.profile, '{company_name}', to_jsonb(r.name)),
         r.created_at + interval '1 second', r.created_at + interval '40 seconds', r.created_at,
         r.created_at + interval '40 seconds'
       FROM bench_zt_runs r, zero_touch_runs t WHERE t.assessment_id = $2`,
        [org.orgId, templateRunId],
      );
      const { rows: counts } = await client.query<{ runs: string; unscored: string }>(
        `SELECT count(*) AS runs, count(*) FILTER (WHERE composite_score IS NULL) AS unscored
       FROM zero_touch_runs WHERE org_id = $1 AND is_latest`,
        [org.orgId],
      );
      await client.query("COMMIT");
      // As autovacuum leaves settled tables: the count is then an index-only scan.
      await client.query("VACUUM ANALYZE zero_touch_runs, assessments, documents");
      return {
        bulkVendorIds,
        otherVendorIds: ids.slice(bulkCount),
        runs: Number(counts[0]?.runs ?? 0),
        unscored: Number(counts[0]?.unscored ?? 0),
      };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

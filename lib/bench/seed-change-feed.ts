import { withDatabaseClient } from "./database-client";
import type { SeededOrg } from "./seed";

/**
 * The change feed the benchmark reads: `total` supplier profile changes on one vendor of the bench
 * org (bank account, site and tax registration entries by a key, a user and the system, a snapshot
 * of a few hundred bytes each), inserted by SQL: 100,000 changes through the API would take longer
 * than the benchmark. Returns the vendor's ID.
 */
export async function seedChangeFeed(databaseUrl: string, org: SeededOrg, total: number): Promise<string> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id LIMIT 1",
      [org.orgId],
    );
    const vendorId = rows[0]?.id;
    if (!vendorId) {
      throw new Error("the bench org has no vendor to seed a change feed on");
    }
    await client.query(
      `INSERT INTO activity_log (id, org_id, occurred_at, action, actor_type, actor_id, actor_name, target_type,
         target_id, target_name, changes, vendor_id, snapshot)
       SELECT 'cbact_' || md5('bench-feed-' || $1 || n), $1, now() - make_interval(secs => n * 60),
         (ARRAY['created', 'updated', 'approved', 'rejected', 'retired'])[1 + n % 5],
         (ARRAY['api_key', 'user', 'system'])[1 + n % 3], 'bench-actor-' || (n % 7), 'Bench actor ' || (n % 7),
         (ARRAY['bank_account', 'site', 'tax_registration'])[1 + n % 3], 'cbvba_' || md5('bench-account-' || (n % 40)),
         'Account ' || (n % 40),
         jsonb_build_array(jsonb_build_object('field', 'bank_account_name', 'before', 'Old ' || n, 'after', 'New ' || n)),
         $2,
         jsonb_build_object('id', 'cbvba_' || md5('bench-account-' || (n % 40)), 'vendor_id', $2::text,
           'bank_country', 'DE', 'currency', 'EUR', 'bank_account_name', 'New ' || n, 'account_number_masked', null,
           'iban_masked', '****' || lpad((n % 10000)::text, 4, '0'), 'swift_bic', 'COBADEFFXXX', 'is_primary', n % 2 = 0,
           'status', 'active', 'validation_status', 'passed', 'payment_route', 'wire', 'source', 'api',
           'validation_results', jsonb_build_object('rule_set', 'DE@2026.1', 'errors', '[]'::jsonb, 'warnings', '[]'::jsonb))
       FROM generate_series(1, $3::int) AS n`,
      [org.orgId, vendorId, total],
    );
    // As autovacuum leaves a settled table: the count is then an index-only scan.
    await client.query("VACUUM ANALYZE activity_log");
    return vendorId;
  });
}

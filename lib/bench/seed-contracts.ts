import { withDatabaseClient } from "./database-client";
import { call, expectStatus, type SeededOrg } from "./seed";

const DAY = 86_400;

/**
 * The contract register the list is measured on: `total` contracts in the bench org over its
 * vendors, created about every 5 minutes over the last year, expiring between a year ago and three
 * years from now, a notice period of 30, 60, 90 or none, a renewal date on a third, every eleventh
 * archived, amounts in five currencies, the org's admin owning them and the contract statuses
 * assigned in turn. One contract is created through POST /v1/contract-records (so the module's own
 * write is the model); the rest are inserted by SQL with the notice deadline the module stores,
 * since 100,000 creates through the API would take longer than the benchmark.
 */
export async function seedContracts(appUrl: string, databaseUrl: string, org: SeededOrg, total: number): Promise<void> {
  await expectStatus(
    "a contract",
    201,
    await call(appUrl, "/v1/contract-records", {
      token: org.token,
      body: { name: "Bench model contract", contract_type: "msa", contract_value_amount: "1000.00" },
    }),
  );
  return withDatabaseClient(databaseUrl, async (client) => {
    try {
      const now = Math.floor(Date.now() / 1000);
      await client.query("BEGIN");
      await client.query(
        `WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM vendors WHERE org_id = $1),
       s AS (SELECT array_agg(id ORDER BY position) AS ids FROM statuses WHERE org_id = $1 AND entity = 'contract'),
       u AS (SELECT id FROM users WHERE org_id = $1 AND role = 'org:admin' ORDER BY created_at LIMIT 1),
       c AS (
         SELECT g,
           v.ids[1 + (g * 7919) % array_length(v.ids, 1)] AS vendor_id,
           s.ids[1 + g % array_length(s.ids, 1)] AS status_id,
           u.id AS owner_id,
           $3::bigint - 365 * ${DAY} + (g * 1471) % (4 * 365 * ${DAY}) AS expiration,
           (ARRAY[30, 60, 90, NULL])[1 + g % 4] AS notice_days
         FROM generate_series(1, $2::int) AS g, v, s, u
       ),
       d AS (
         SELECT c.*, CASE WHEN g % 3 = 0 THEN expiration - 30 * ${DAY} END AS renewal
         FROM c
       )
       INSERT INTO contract_records (id, org_id, name, description, contract_type, vendor_id, counterparty_name,
         workflow_state, lifecycle_status_id, effective_date, term_start_date, expiration_date, renewal_date,
         auto_renew, termination_notice_period_days, notice_deadline, contract_value_amount,
         contract_value_currency, owner_user_id, is_archived, created_at, updated_at)
       SELECT 'cbcontract_' || md5('bench-contract-' || $1 || g), $1, 'Bench contract ' || g,
         CASE WHEN g % 5 = 0 THEN 'Services under the master agreement, year ' || (g % 4 + 1) END,
         ($4::text[])[1 + g % array_length($4::text[], 1)], vendor_id, 'Counterparty ' || (g % 997),
         'draft', status_id, expiration - 3 * 365 * ${DAY}, expiration - 3 * 365 * ${DAY}, expiration, renewal,
         ($5::text[])[1 + g % 3], notice_days,
         CASE WHEN notice_days IS NOT NULL THEN coalesce(renewal, expiration) - notice_days * ${DAY} END,
         ((g * 37) % 1000000)::numeric + (g % 100)::numeric / 100,
         ($6::text[])[1 + g % array_length($6::text[], 1)], owner_id, g % 11 = 0,
         now() - make_interval(secs => g * 315), now() - make_interval(secs => g * 315)
       FROM d`,
        [
          org.orgId,
          total,
          now,
          ["msa", "sow", "order_form", "amendment", "nda", "dpa", "subscription_agreement", "license_agreement"],
          ["none", "automatic", "manual"],
          ["USD", "EUR", "GBP", "JPY", "CHF"],
        ],
      );
      await client.query("COMMIT");
      await client.query("VACUUM ANALYZE contract_records");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

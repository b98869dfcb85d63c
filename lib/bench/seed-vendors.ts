import type pg from "pg";
import { newId } from "@/lib/ids";
import { withDatabaseClient } from "./database-client";
import { call, expectStatus, type SeededOrg } from "./seed";

/**
 * The vendor portfolio the vendor endpoints are measured on: `total` vendors in the bench org. One
 * is made through POST /v1/vendors with three services (the one GET /v1/vendors/{id} reads); the
 * rest are inserted in one statement, since 10,000 API calls would take longer than the benchmark.
 * Statuses, tags, contacts and custom field values are spread over them like a real portfolio.
 */
export async function seedVendors(appUrl: string, databaseUrl: string, org: SeededOrg, total: number): Promise<string> {
  const api = async <T>(label: string, route: string, body?: unknown, status = 201) =>
    expectStatus<T>(label, body === undefined ? 200 : status, await call(appUrl, route, { token: org.token, body }));
  const { items: statuses } = await api<{ items: { id: string }[] }>("statuses", "/v1/statuses?entity=vendor");
  const { items: levels } = await api<{ items: { id: string }[] }>("risk levels", "/v1/risk_levels");
  const tagIds: string[] = [];
  for (const value of ["critical", "pii", "payments", "cloud"]) {
    tagIds.push((await api<{ id: string }>(`tag ${value}`, "/v1/tags", { value })).id);
  }

  return withDatabaseClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO vendors (id, org_id, external_id, name, website, description, hq_location, status_id, tag_ids,
         inherent_risk_level_id, use_case, tier, contacts, created_at, updated_at)
       SELECT 'cbvndr_' || md5('bench-vendor-' || $1 || '-' || g), $1, 'ERP-' || g, 'Vendor ' || lpad(g::text, 5, '0'),
         'https://vendor' || g || '.example', 'Supplier number ' || g || ' of the benchmark portfolio.',
         'City ' || (g % 97), ($2::text[])[1 + g % array_length($2::text[], 1)],
         ($3::text[])[1 + g % 4 : g % 4 + g % 3], ($4::text[])[1 + g % 5], 'Operations',
         CASE WHEN g % 4 = 0 THEN 'tier_' || (1 + g % 3) END,
         CASE WHEN g % 10 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('email', 'contact' || g ||
           '@vendor' || g || '.example', 'name', 'Contact ' || g, 'title', 'Account manager', 'phone_number', null)) END,
         now() - make_interval(mins => g), now() - make_interval(mins => g)
       FROM generate_series(1, $5::int) AS g`,
      [org.orgId, statuses.map((s) => s.id), tagIds, levels.map((l) => l.id), total - 1],
    );
    const vendor = await api<{ id: string }>("vendor", "/v1/vendors", {
      name: "Benchmark Target Vendor",
      website: "https://target.example",
      description: "The vendor GET /v1/vendors/{id} reads.",
      hq_location: "Berlin, DE",
      use_case: "Payments processing",
      external_id: "ERP-TARGET",
      status_id: statuses[1]?.id,
      tag_ids: tagIds.slice(0, 3),
      inherent_risk_level_id: levels[1]?.id,
      primary_contact: { email: "security@target.example", name: "Sam Security", title: "CISO" },
    });
    const serviceIds: string[] = [];
    for (const name of ["Card API", "Fraud scoring", "Payouts"]) {
      const service = await api<{ id: string }>(`service ${name}`, `/v1/vendors/${vendor.id}/services`, {
        name,
        description: `${name} service`,
        tag_ids: tagIds.slice(1, 3),
        primary_contact: { email: `${name.split(" ")[0]?.toLowerCase()}@target.example` },
      });
      serviceIds.push(service.id);
    }
    await seedCustomFields(client, org.orgId, vendor.id, serviceIds);
    await client.query("VACUUM ANALYZE");
    return vendor.id;
  });
}

async function seedCustomFields(client: pg.Client, orgId: string, vendorId: string, serviceIds: string[]) {
  const define = async (id: string, name: string, type: string, appliesTo: string, position: number) =>
    client.query(
      `INSERT INTO custom_field_definitions (id, org_id, field_name, field_type, applies_to, position)
       VALUES ($1, $2, $3, $4, ARRAY[$5], $6)`,
      [id, orgId, name, type, appliesTo, position],
    );
  const [region, spend, dataClass] = [newId("customField"), newId("customField"), newId("customField")];
  await define(region, "Region", "select", "vendor", 0);
  await define(spend, "Annual spend", "number", "vendor", 1);
  await define(dataClass, "Data classification", "string", "service", 0);
  // Every vendor has a region; the target also has a spend; each of its services a data class.
  await client.query(
    `INSERT INTO custom_field_values (org_id, config_id, target_type, target_id, value)
     SELECT $1, $2, 'vendor', id, to_jsonb((ARRAY['EMEA','AMER','APAC'])[1 + abs(hashtext(id)) % 3])
     FROM vendors WHERE org_id = $1`,
    [orgId, region],
  );
  await client.query(
    `INSERT INTO custom_field_values (org_id, config_id, target_type, target_id, value)
     VALUES ($1, $2, 'vendor', $3, '125000'::jsonb)`,
    [orgId, spend, vendorId],
  );
  for (const serviceId of serviceIds) {
    await client.query(
      `INSERT INTO custom_field_values (org_id, config_id, target_type, target_id, value)
       VALUES ($1, $2, 'service', $3, '"Confidential"'::jsonb)`,
      [orgId, dataClass, serviceId],
    );
  }
}

import type pg from "pg";

/**
 * The bare server's vendor endpoints: the statements drizzle issues for GET /v1/vendors (default
 * order, no filters) and GET /v1/vendors/{id} (taken from `.toSQL()`), serialised by hand.
 */

const VENDOR_COLUMNS =
  '"vendors"."id", "vendors"."org_id", "vendors"."external_id", "vendors"."name", "vendors"."website", ' +
  '"vendors"."description", "vendors"."hq_location", "vendors"."status_id", "vendors"."tag_ids", ' +
  '"vendors"."risk_analyst_ids", "vendors"."relationship_owner_ids", "vendors"."watcher_ids", ' +
  '"vendors"."inherent_risk_level_id", "vendors"."residual_risk_level_id", "vendors"."engagement_type", ' +
  '"vendors"."use_case", "vendors"."tier", "vendors"."security_contact_email", "vendors"."contacts", ' +
  '"vendors"."created_at", "vendors"."updated_at", "statuses"."name", array(select t.value from tags t where ' +
  't.org_id = "vendors".org_id and t.id = any("vendors".tag_ids) order by array_position("vendors".tag_ids, t.id)) ' +
  'from "vendors" left join "statuses" on ("statuses"."id" = "vendors"."status_id" and "statuses"."org_id" = "vendors"."org_id")';

const LIST_SQL = `select ${VENDOR_COLUMNS} where "vendors"."org_id" = $1 order by "vendors"."created_at" desc, "vendors"."id" desc limit $2 offset $3`;
const COUNT_SQL = 'select count(*) from "vendors" where "vendors"."org_id" = $1';
const VENDOR_SQL = `select ${VENDOR_COLUMNS} where ("vendors"."org_id" = $1 and "vendors"."id" = $2) limit $3`;
const SERVICES_SQL =
  'select "id", "org_id", "vendor_id", "name", "description", "external_id", "tag_ids", "relationship_owner_ids", ' +
  '"watcher_ids", "contacts", "created_at", "updated_at", array(select t.value from tags t where t.org_id = ' +
  '"services".org_id and t.id = any("services".tag_ids) order by array_position("services".tag_ids, t.id)), ' +
  '"is_archived" from "services" where ("services"."org_id" = $1 and "services"."vendor_id" = $2) order by "services"."created_at" asc, "services"."id" asc';
const customFieldsSql = (targets: string, enabled: string, archived: string) =>
  'select "custom_field_values"."target_id", "custom_field_definitions"."id", "custom_field_definitions"."field_name", ' +
  '"custom_field_definitions"."field_type", "custom_field_values"."value" from "custom_field_values" inner join ' +
  '"custom_field_definitions" on "custom_field_definitions"."id" = "custom_field_values"."config_id" where ' +
  `("custom_field_values"."org_id" = $1 and "custom_field_values"."target_type" = $2 and "custom_field_values"."target_id" ` +
  `${targets} and "custom_field_definitions"."enabled" = ${enabled} and "custom_field_definitions"."is_archived" = ${archived}) ` +
  'order by "custom_field_definitions"."position", "custom_field_definitions"."created_at", "custom_field_definitions"."id"';
const VENDOR_FIELDS_SQL = customFieldsSql("= any($3)", "$4", "$5");
const SERVICE_FIELDS_SQL = customFieldsSql(
  '= any(array(select "id" from "services" where ("services"."org_id" = $3 and "services"."vendor_id" = $4)))',
  "$5",
  "$6",
);

type Row = unknown[];
interface Contact {
  email: string | null;
  name: string | null;
  title: string | null;
  phone_number: string | null;
}

const seconds = (date: unknown) => Math.floor((date as Date).getTime() / 1000);

function primaryContact(contacts: Contact[], fallback: string | null) {
  const first = contacts.find((contact) => contact.email);
  if (first) {
    return { email: first.email, name: first.name, title: first.title, phone_number: first.phone_number };
  }
  return fallback ? { email: fallback, name: null, title: null, phone_number: null } : null;
}

async function customFields(pool: pg.Pool, text: string, values: unknown[]) {
  const byTarget = new Map<string, unknown[]>();
  const { rows } = await pool.query<Row>({ text, values, rowMode: "array" });
  for (const [targetId, configId, fieldName, fieldType, value] of rows) {
    const entries = byTarget.get(targetId as string) ?? [];
    entries.push({ config_id: configId, field_name: fieldName, field_type: fieldType, value });
    byTarget.set(targetId as string, entries);
  }
  return byTarget;
}

function listRow(r: Row) {
  return {
    id: r[0],
    external_id: r[2],
    name: r[3],
    website: r[4],
    description: r[5],
    hq_location: r[6],
    status: r[21],
    status_id: r[7],
    tags: r[22],
    use_case: r[15],
    tier: r[16],
    primary_contact: primaryContact(r[18] as Contact[], r[17] as string | null),
    inherent_risk_level_id: r[12],
    residual_risk_level_id: r[13],
    custom_fields: [],
    created_at: seconds(r[19]),
    updated_at: seconds(r[20]),
  };
}

export async function listVendors(pool: pg.Pool, orgId: string, search: URLSearchParams) {
  const limit = Number(search.get("limit") ?? 50);
  const offset = Number(search.get("offset") ?? 0);
  const [page, total] = await Promise.all([
    pool.query<Row>({ text: LIST_SQL, values: [orgId, limit, offset], rowMode: "array" }),
    pool.query<{ count: string }>(COUNT_SQL, [orgId]),
  ]);
  return { items: page.rows.map(listRow), total: Number(total.rows[0]?.count ?? 0), limit, offset };
}

/** The full vendor, or null when it is not in the org. */
export async function getVendor(pool: pg.Pool, orgId: string, vendorId: string) {
  const [vendor, services, vendorFields, serviceFields] = await Promise.all([
    pool.query<Row>({ text: VENDOR_SQL, values: [orgId, vendorId, 1], rowMode: "array" }),
    pool.query<Row>({ text: SERVICES_SQL, values: [orgId, vendorId], rowMode: "array" }),
    customFields(pool, VENDOR_FIELDS_SQL, [orgId, "vendor", [vendorId], true, false]),
    customFields(pool, SERVICE_FIELDS_SQL, [orgId, "service", orgId, vendorId, true, false]),
  ]);
  const r = vendor.rows[0];
  if (!r) {
    return null;
  }
  return {
    id: r[0],
    external_id: r[2],
    name: r[3],
    website: r[4],
    description: r[5],
    hq_location: r[6],
    status: r[21],
    status_id: r[7],
    tags: r[22],
    risk_analyst_ids: r[9],
    relationship_owner_ids: r[10],
    watcher_ids: r[11],
    inherent_risk_level_id: r[12],
    residual_risk_level_id: r[13],
    engagement_type: r[14],
    use_case: r[15],
    tier: r[16],
    primary_contact: primaryContact(r[18] as Contact[], r[17] as string | null),
    services: services.rows.map((s) => ({
      id: s[0],
      vendor_id: s[2],
      name: s[3],
      description: s[4],
      external_id: s[5],
      tags: s[12],
      relationship_owner_ids: s[7],
      watcher_ids: s[8],
      primary_contact: primaryContact(s[9] as Contact[], null),
      custom_fields: serviceFields.get(s[0] as string) ?? [],
      is_archived: s[13],
      created_at: seconds(s[10]),
    })),
    custom_fields: vendorFields.get(vendorId) ?? [],
    created_at: seconds(r[19]),
    updated_at: seconds(r[20]),
  };
}

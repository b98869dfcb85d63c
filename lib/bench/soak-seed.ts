import { makePdf } from "@/lib/testing/document-files";
import { withDatabaseClient } from "./database-client";
import type { SeededOrg } from "./seed";
import { seedRadarAlerts } from "./seed-radar";
import { seedVendors } from "./seed-vendors";
import { seedZeroTouch } from "./seed-zero-touch";

/**
 * The soak's organization, seeded through the benchmark seeders: SOAK_VENDORS vendors, SOAK_ALERTS
 * radar alerts on them (a fifth already dismissed, as seedRadarAlerts spreads them) and a zero touch
 * run for every vendor (the leaderboard). The radar and zero touch modules are on by default for a
 * new organization (defaultModules), as for the seeders' own benchmarks.
 */

const SOAK_VENDORS = 2_000;
/**
 * 40,000 of them open: dismissals (1/16 of the requests) for ten minutes at up to about 1,000 requests
 * a second, several times what a 2-core machine serves.
 */
const SOAK_ALERTS = 50_000;
/** Vendors given a security document by seedZeroTouch; its template run needs one. */
const ZERO_TOUCH_DOCUMENTS = 10;

export interface SoakFixture {
  /** The seeded vendors, the targets of vendor detail, update and document upload. */
  vendorIds: string[];
  /** Open alerts in random order: soaks take (pop) the ones they dismiss, so each is dismissed once. */
  openAlertIds: string[];
  leaderboardRuns: number;
  /** The uploaded file: a one-page PDF. */
  document: { name: string; bytes: Uint8Array };
}

/** The IDs a statement of one `id` column lists, for `orgId`. */
function idsOf(databaseUrl: string, statement: string, orgId: string): Promise<string[]> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(statement, [orgId]);
    return rows.map((row) => row.id);
  });
}

const OPEN_ALERTS =
  "SELECT id FROM radar_alerts WHERE org_id = $1 AND NOT is_dismissed AND NOT is_archived ORDER BY random()";
const VENDORS = "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id";

export async function seedSoak(
  appUrl: string,
  secret: string,
  sessionToken: string,
  orgId: string,
  databaseUrl: string,
): Promise<SoakFixture> {
  const org: SeededOrg = { orgId, token: sessionToken, secret };
  const started = Date.now();
  await seedVendors(appUrl, databaseUrl, org, SOAK_VENDORS);
  await seedRadarAlerts(appUrl, databaseUrl, org, SOAK_ALERTS);
  const { runs } = await seedZeroTouch(appUrl, databaseUrl, org, ZERO_TOUCH_DOCUMENTS);
  const fixture: SoakFixture = {
    vendorIds: await idsOf(databaseUrl, VENDORS, orgId),
    openAlertIds: await idsOf(databaseUrl, OPEN_ALERTS, orgId),
    leaderboardRuns: runs,
    document: {
      name: "soak-security-summary.pdf",
      bytes: await makePdf(
        ["Security summary", "We hold a SOC 2 Type II report and encrypt customer data at rest and in transit."],
        "Soak document",
      ),
    },
  };
  console.log(
    `soak seed: ${fixture.vendorIds.length} vendors, ${fixture.openAlertIds.length} open alerts, ` +
      `${runs} leaderboard runs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return fixture;
}

import { z } from "@hono/zod-openapi";
import { asc, desc, eq, sql } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { BomComponentSchema } from "./schemas";
import { serializeComponent } from "./serialize";
import { findBomInOrg } from "./service";
import { type BomComponentRow, type BomRow, billsOfMaterials, bomComponents } from "./tables";

export const DiffQuery = z.object({
  against: z.string().min(1).max(100).optional().openapi({
    description: "The other BOM of the same vendor; default: the vendor's BOM uploaded just before this one.",
  }),
});

const ChangedSchema = z.object({
  key: z
    .string()
    .openapi({ description: "What identifies the component across files: its purl without version, else group/name." }),
  name: z.string(),
  from_versions: z.array(z.string().nullable()),
  to_versions: z.array(z.string().nullable()),
  component: BomComponentSchema.openapi({ description: "As in this BOM (the first with the key)." }),
});

export const BomDiffSchema = z
  .object({
    bill_of_materials_id: z.string(),
    against_id: z.string().nullable().openapi({ description: "Null when the vendor had no BOM before this one." }),
    added: z.array(BomComponentSchema).openapi({ description: "In this BOM, not in the other." }),
    removed: z.array(BomComponentSchema).openapi({ description: "In the other BOM, not in this one." }),
    changed: z.array(ChangedSchema).openapi({ description: "In both, with other versions." }),
    unchanged_count: z.number().int(),
  })
  .openapi("BomDiff");

/** A component's identity across two files: its package (purl without version), else group/name. */
const keyOf = (row: BomComponentRow) => row.packageKey ?? `${row.group ?? ""}/${row.name}`.toLowerCase();

function byKey(rows: readonly BomComponentRow[]): Map<string, BomComponentRow[]> {
  const groups = new Map<string, BomComponentRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const versionsOf = (rows: readonly BomComponentRow[]) =>
  [...new Set(rows.map((row) => row.version))].sort((a, b) => (a ?? "").localeCompare(b ?? ""));

const sameVersions = (a: (string | null)[], b: (string | null)[]) =>
  a.length === b.length && a.every((version, index) => version === b[index]);

const componentsOf = (q: Queryable, orgId: string, bomId: string) =>
  q
    .select()
    .from(bomComponents)
    .where(inOrg(bomComponents, orgId, eq(bomComponents.bomId, bomId)))
    .orderBy(asc(bomComponents.position));

/** The vendor's BOM uploaded just before this one (archived or not), if any. */
async function previousBom(q: Queryable, orgId: string, bom: BomRow): Promise<BomRow | undefined> {
  const [row] = await q
    .select()
    .from(billsOfMaterials)
    .where(
      inOrg(
        billsOfMaterials,
        orgId,
        eq(billsOfMaterials.vendorId, bom.vendorId),
        sql`(${billsOfMaterials.createdAt}, ${billsOfMaterials.id}) < (select b.created_at, b.id from ${billsOfMaterials} b where b.id = ${bom.id})`,
      ),
    )
    .orderBy(desc(billsOfMaterials.createdAt), desc(billsOfMaterials.id))
    .limit(1);
  return row;
}

/**
 * What changed from `againstId` (default: the vendor's previous BOM) to `bomId`: components added,
 * removed and at other versions. Without a previous BOM every component is added.
 */
export async function diffBoms(q: Queryable, orgId: string, bomId: string, againstId: string | undefined) {
  const bom = await findBomInOrg(q, orgId, bomId);
  const against = againstId === undefined ? await previousBom(q, orgId, bom) : await findBomInOrg(q, orgId, againstId);
  if (against && bom.vendorId !== against.vendorId) {
    throw apiError("invalid_comparison");
  }
  const [now, before] = await Promise.all([
    componentsOf(q, orgId, bom.id),
    against ? componentsOf(q, orgId, against.id) : Promise.resolve([]),
  ]);
  const nowByKey = byKey(now);
  const beforeByKey = byKey(before);
  const changed: z.infer<typeof ChangedSchema>[] = [];
  let unchanged = 0;
  for (const [key, rows] of nowByKey) {
    const previous = beforeByKey.get(key);
    if (!previous) {
      continue;
    }
    const [fromVersions, toVersions] = [versionsOf(previous), versionsOf(rows)];
    if (sameVersions(fromVersions, toVersions)) {
      unchanged += 1;
    } else {
      const first = rows[0] as BomComponentRow;
      changed.push({
        key,
        name: first.name,
        from_versions: fromVersions,
        to_versions: toVersions,
        component: serializeComponent(first),
      });
    }
  }
  return {
    bill_of_materials_id: bom.id,
    against_id: against?.id ?? null,
    added: now.filter((row) => !beforeByKey.has(keyOf(row))).map(serializeComponent),
    removed: before.filter((row) => !nowByKey.has(keyOf(row))).map(serializeComponent),
    changed,
    unchanged_count: unchanged,
  };
}

import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import { db, rowsOf } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { containsInsensitive } from "@/lib/db/text-match";
import {
  filtersBySupplier,
  findReport,
  type ReportDefinition,
  type ReportSource,
} from "@/lib/extensions/export-reports";
import { idPrefixes } from "@/lib/ids";
import { requireModuleEnabled } from "@/lib/modules/org";

/** Rows per keyset query: large enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 2000;

export interface ExportQuery {
  limit: number;
  offset: number;
  supplier_name?: string;
}

type Row = Record<string, unknown>;

export interface OpenedExport {
  report: ReportDefinition;
  /** The export report object without `data`. */
  header: {
    id: string;
    slug: string;
    report_name: string;
    base_object: string;
    mapping: Record<string, string>;
    limit: number;
    offset: number;
    total_count: number;
  };
  /** Rows keyed by internal field name, one batch at a time, oldest first. */
  batches: () => AsyncGenerator<Row[]>;
}

export const reportNotFound = (slug: string) =>
  apiError(
    "report_not_found",
    `Report ${JSON.stringify(slug)} not found. Reports: vendors, services, assessments, findings, obligations, contract_records.`,
  );

/** Stable per organization and report, opaque (cbexprt_ + 32 hex). */
export function exportReportId(orgId: string, slug: string): string {
  return `${idPrefixes.exportReport}_${createHash("sha256").update(`${orgId}:${slug}`).digest("hex").slice(0, 32)}`;
}

async function conditions(source: ReportSource, orgId: string, supplierName: string | undefined): Promise<SQL[]> {
  const where = [inOrg(source, orgId)];
  if (supplierName && source.supplierName) {
    where.push(containsInsensitive(source.supplierName, supplierName));
  }
  const shown = await source.shown?.(orgId);
  if (shown) {
    where.push(shown);
  }
  return where;
}

async function countRows(source: ReportSource, where: SQL[]): Promise<number> {
  const result = await db().execute(
    sql`select count(*)::int as total from ${source.from} where ${sql.join(where, sql` and `)}`,
  );
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

interface Cursor {
  createdAt: string;
  id: string;
}

/** One keyset batch: the first skips `offset` rows, the next ones start after the last row seen. */
function batchQuery(source: ReportSource, where: SQL[], after: Cursor | null, offset: number, size: number): SQL {
  const fields = sql.join(
    Object.entries(source.fields).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const keyset = after
    ? [sql`(${source.createdAt}, ${source.id}) > (${after.createdAt}::timestamptz, ${after.id})`]
    : [];
  return sql`select ${fields}, ${source.createdAt}::text as "__cursor_created_at", ${source.id} as "__cursor_id"
    from ${source.from}
    where ${sql.join([...where, ...keyset], sql` and `)}
    order by ${source.createdAt}, ${source.id}
    limit ${size}${after ? sql`` : sql` offset ${offset}`}`;
}

/**
 * Resolves the report and counts its rows; the rows themselves are read lazily, batch by batch, by
 * whoever streams the response. Rows created after the count are not sent (data never exceeds
 * total_count, so limit/offset paging by total_count stays consistent).
 */
export async function openExport(
  orgId: string,
  slug: string,
  query: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<OpenedExport> {
  const report = findReport(slug);
  if (!report) {
    throw reportNotFound(slug);
  }
  if (report.gate) {
    await requireModuleEnabled({ tx: db(), orgId }, report.gate);
  }
  const source = report.source;
  const supplierName = filtersBySupplier(report) && query.supplier_name ? query.supplier_name : undefined;
  const where = source ? await conditions(source, orgId, supplierName) : [];
  const total = source ? await countRows(source, where) : 0;
  const available = Math.max(total - query.offset, 0);
  const wanted = Math.min(query.limit, available);

  async function* batches(): AsyncGenerator<Row[]> {
    if (!source || wanted === 0) {
      return;
    }
    let sent = 0;
    let after: Cursor | null = null;
    while (sent < wanted) {
      const size = Math.min(batchSize, wanted - sent);
      const rows = rowsOf<Row>(await db().execute(batchQuery(source, where, after, query.offset, size)));
      if (rows.length === 0) {
        return;
      }
      const last = rows[rows.length - 1] as Row;
      after = { createdAt: String(last.__cursor_created_at), id: String(last.__cursor_id) };
      sent += rows.length;
      yield rows;
      if (rows.length < size) {
        return;
      }
    }
  }

  return {
    report,
    header: {
      id: exportReportId(orgId, report.slug),
      slug: report.slug,
      report_name: report.report_name,
      base_object: report.base_object,
      mapping: report.mapping,
      limit: query.limit,
      offset: query.offset,
      total_count: total,
    },
    batches,
  };
}

import { buttonClassName } from "@/components/ui/button";
import { EXPORT_MAX_LIMIT } from "@/lib/contract/export-limits";
import { formatCount } from "@/lib/web/format";
import { exportCsvHref, exportCsvPartOffsets } from "@/lib/web/hooks/export";

interface ExportDownloadLinksProps {
  slug: string;
  supplierName: string;
  /** Rows the download covers; unknown while the preview loads (one link then). */
  totalCount: number | undefined;
  describedBy?: string;
}

/**
 * "Download CSV": one link, or one per part when the report holds more rows than one API call
 * returns (EXPORT_MAX_LIMIT), so every row can still be downloaded, each part streamed.
 */
export function ExportDownloadLinks({ slug, supplierName, totalCount, describedBy }: ExportDownloadLinksProps) {
  const offsets = exportCsvPartOffsets(totalCount ?? 0);
  if (offsets.length === 1 || totalCount === undefined) {
    return (
      <a
        href={exportCsvHref(slug, supplierName)}
        download
        aria-describedby={describedBy}
        className={buttonClassName("primary")}
      >
        Download CSV
      </a>
    );
  }
  return (
    <ul className="flex flex-wrap justify-end gap-2" aria-label="Download CSV in parts">
      {offsets.map((offset, index) => (
        <li key={offset}>
          <a
            href={exportCsvHref(slug, supplierName, offset)}
            download
            aria-describedby={describedBy}
            className={buttonClassName(index === 0 ? "primary" : "secondary")}
          >
            Download CSV rows {formatCount(offset + 1)}–{formatCount(Math.min(offset + EXPORT_MAX_LIMIT, totalCount))}
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { OpenedExport } from "./service";

type Row = Record<string, unknown>;

/**
 * The export as a byte stream that reads one batch per pull: the consumer's pace (socket
 * backpressure) decides when the next keyset query runs, so memory holds about one batch whatever
 * the report's size. Cancelling (client gone) stops the queries.
 */
function streamOf(
  prefix: string,
  suffix: string,
  encodeBatch: (rows: Row[], first: boolean) => string,
  opened: OpenedExport,
) {
  const encoder = new TextEncoder();
  const batches = opened.batches();
  let first = true;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(prefix));
          return;
        }
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode(suffix));
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(encodeBatch(next.value, first)));
          first = false;
        } catch (error) {
          console.error(`export ${opened.header.slug} failed mid-stream`, error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** The export report object: the header fields, then `data` streamed row by row. */
export function jsonExportStream(opened: OpenedExport): ReadableStream<Uint8Array> {
  const head = JSON.stringify(opened.header);
  const fields = Object.keys(opened.header.mapping);
  const keys = fields.map((field) => `${JSON.stringify(opened.header.mapping[field])}:`);
  const encodeRow = (row: Row) => {
    let out = "{";
    for (let index = 0; index < fields.length; index++) {
      out += `${index > 0 ? "," : ""}${keys[index]}${JSON.stringify(row[fields[index] as string] ?? null)}`;
    }
    return `${out}}`;
  };
  return streamOf(
    `${head.slice(0, -1)},"data":[`,
    "]}",
    (rows, first) => (first ? "" : ",") + rows.map(encodeRow).join(","),
    opened,
  );
}

/** A CSV cell (RFC 4180). Text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) {
    return "";
  }
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The same report as CSV: the mapping's column names as the header row, then one line per row. */
export function csvExportStream(opened: OpenedExport): ReadableStream<Uint8Array> {
  const fields = Object.keys(opened.header.mapping);
  const headerLine = `${fields.map((field) => csvCell(opened.header.mapping[field])).join(",")}\r\n`;
  const encodeRow = (row: Row) => `${fields.map((field) => csvCell(row[field])).join(",")}\r\n`;
  return streamOf(headerLine, "", (rows) => rows.map(encodeRow).join(""), opened);
}

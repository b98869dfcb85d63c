import type { ReactNode } from "react";
import { formatDecimal } from "@/lib/web/format";
import { factSheetValueLabel, isIdKey } from "@/lib/web/labels/fact-sheets";
import { type FactorEntry, factorResult, humanizeKey, isFactorList, isRecord, isUrl, scoreText } from "./model";

const muted = "text-slate-600 dark:text-slate-400";
const HIDDEN_KEYS = new Set(["sources"]);

function Text({ value }: { value: string }) {
  if (isUrl(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-blue-700 underline dark:text-blue-400"
      >
        {value}
      </a>
    );
  }
  return <span className="break-words">{value}</span>;
}

function FactorTable({ factors, caption }: { factors: FactorEntry[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={muted}>
        <tr>
          <th scope="col" className="py-1 pr-4 font-medium">
            Factor
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Score
          </th>
          <th scope="col" className="py-1 font-medium">
            Weight
          </th>
        </tr>
      </thead>
      <tbody>
        {factors.map((factor, index) => {
          const result = factorResult(factor);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: factors have no identity beyond their position
            <tr key={index} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1 pr-4">{result.label}</td>
              <td className={result.measured ? "py-1 pr-4" : `py-1 pr-4 ${muted}`}>{scoreText(factor)}</td>
              <td className={result.measured ? "py-1" : `py-1 ${muted}`}>{result.weight}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Any section value: text, lists, nested records, factor tables; unknowns say so instead of guessing. */
export function Value({ value, name }: { value: unknown; name: string }): ReactNode {
  if (value === null || value === undefined) {
    return <span className={muted}>Not determined</span>;
  }
  if (typeof value === "boolean") {
    return value ? "Yes" : "No";
  }
  if (typeof value === "number") {
    return formatDecimal(value);
  }
  if (typeof value === "string") {
    const coded = factSheetValueLabel(name, value);
    return coded ? coded : <Text value={value} />;
  }
  if (isFactorList(value)) {
    return <FactorTable factors={value} caption={humanizeKey(name)} />;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return <span className={muted}>None</span>;
    }
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items from the generator have no identity
          <li key={index}>
            <Value value={item} name={name} />
          </li>
        ))}
      </ul>
    );
  }
  if (isRecord(value)) {
    if ("data_available" in value && value.data_available !== true) {
      return <span className={muted}>Not measured</span>;
    }
    return <Fields record={value} />;
  }
  return <span className={muted}>Not determined</span>;
}

/** A record's fields as a definition list (its sources are shown apart). */
export function Fields({ record }: { record: Record<string, unknown> }) {
  // Another record's ID is never shown: its name sits beside it (document_name beside document_id).
  const entries = Object.entries(record).filter(([key]) => !HIDDEN_KEYS.has(key) && !isIdKey(key));
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className={`text-sm ${muted}`}>{humanizeKey(key)}</dt>
          <dd className="min-w-0 text-sm text-slate-900 dark:text-slate-100">
            {key === "overall_score" && value === null ? (
              <span className={muted}>Not measured</span>
            ) : (
              <Value value={value} name={key} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Source {
  kind?: unknown;
  label?: unknown;
  url?: unknown;
}

export function Sources({ sources }: { sources: unknown }) {
  if (!Array.isArray(sources) || sources.length === 0) {
    return null;
  }
  return (
    <p className={`text-xs ${muted}`}>
      Sources:{" "}
      {(sources as Source[]).map((source, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sources have no identity beyond their position
        <span key={index}>
          {index > 0 ? "; " : null}
          {typeof source.url === "string" && isUrl(source.url) ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
              {String(source.label ?? source.url)}
            </a>
          ) : (
            String(source.label ?? "")
          )}
        </span>
      ))}
    </p>
  );
}

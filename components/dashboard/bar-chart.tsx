import Link from "next/link";
import { useId } from "react";
import { cn, focusRing } from "@/components/ui/cn";
import { formatCount } from "@/lib/web/format";

export interface ChartItem {
  label: string;
  value: number;
  /** Tailwind background class of the bar. */
  color?: string;
  /** The list this category opens, filtered to it. */
  href?: string;
}

interface ChartFrameProps {
  title: string;
  summary: string;
  items: ChartItem[];
  /** Header of the value column in the screen-reader table, e.g. "Vendors". */
  valueLabel: string;
  /** The list the whole chart opens ("Open the findings"). */
  link?: { href: string; label: string };
  children: React.ReactNode;
}

/**
 * A chart's frame: a figure with its caption, the drawing (hidden from assistive technology), and
 * the same numbers as a table only screen readers read.
 */
function ChartFrame({ title, summary, items, valueLabel, link, children }: ChartFrameProps) {
  const titleId = useId();
  // Categories that link are read as links (their label and value), so the drawing is not hidden then.
  const linked = items.some((item) => item.href);
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-md border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption>
        <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {title}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{summary}</p>
      </figcaption>
      <div aria-hidden={linked ? undefined : true} className="mt-4">
        {children}
      </div>
      {link ? (
        <Link
          href={link.href}
          className={cn(
            "mt-3 inline-block rounded text-sm font-medium text-blue-700 hover:underline dark:text-blue-300",
            focusRing,
          )}
        >
          {link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
      <table className={linked ? "hidden" : "sr-only"}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{item.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export type ChartProps = Omit<ChartFrameProps, "children">;

/** Horizontal bars, one per category, scaled to the largest value. */
export function BarChart(props: ChartProps) {
  const max = Math.max(1, ...props.items.map((item) => item.value));
  return (
    <ChartFrame {...props}>
      <ul className="space-y-2">
        {props.items.map((item) => {
          const bar = (
            <>
              <span className="truncate text-slate-700 dark:text-slate-300">{item.label}</span>
              <span aria-hidden="true" className="h-3 rounded bg-slate-100 dark:bg-slate-800">
                <span
                  className={`block h-3 rounded ${item.color ?? "bg-blue-600 dark:bg-blue-500"}`}
                  style={{ width: `${(item.value / max) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums text-slate-900 dark:text-slate-100">
                {formatCount(item.value)}
              </span>
            </>
          );
          const row = "grid grid-cols-[minmax(0,8rem)_1fr_3rem] items-center gap-2 text-sm";
          return (
            <li key={item.label}>
              {item.href ? (
                <Link
                  href={item.href}
                  aria-label={`${item.label}: ${formatCount(item.value)} ${props.valueLabel.toLowerCase()}`}
                  className={cn(row, "rounded hover:bg-slate-50 dark:hover:bg-slate-800/60", focusRing)}
                >
                  {bar}
                </Link>
              ) : (
                <div className={row}>{bar}</div>
              )}
            </li>
          );
        })}
      </ul>
    </ChartFrame>
  );
}

const COLUMN_WIDTH = 40;
const GAP = 12;
const HEIGHT = 120;
const LABEL_SPACE = 32;

/** Vertical columns in SVG (a histogram), scaled to the largest value. */
export function ColumnChart(props: ChartProps) {
  const max = Math.max(1, ...props.items.map((item) => item.value));
  const width = props.items.length * (COLUMN_WIDTH + GAP) - GAP;
  return (
    <ChartFrame {...props}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        className="h-40 w-full max-w-md text-slate-700 dark:text-slate-300"
        role="presentation"
      >
        {props.items.map((item, index) => {
          const height = (item.value / max) * (HEIGHT - 16);
          const x = index * (COLUMN_WIDTH + GAP);
          return (
            <g key={item.label}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={COLUMN_WIDTH}
                height={Math.max(height, item.value > 0 ? 2 : 0)}
                rx={3}
                className="fill-blue-600 dark:fill-blue-500"
              />
              <line
                x1={x}
                x2={x + COLUMN_WIDTH}
                y1={HEIGHT}
                y2={HEIGHT}
                className="stroke-slate-300 dark:stroke-slate-700"
              />
              <text
                x={x + COLUMN_WIDTH / 2}
                y={HEIGHT - height - 4}
                textAnchor="middle"
                className="fill-current text-[11px] tabular-nums"
              >
                {formatCount(item.value)}
              </text>
              <text x={x + COLUMN_WIDTH / 2} y={HEIGHT + 16} textAnchor="middle" className="fill-current text-[10px]">
                {item.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

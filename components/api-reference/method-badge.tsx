import type { HttpMethod } from "./types";

const methodColors: Record<HttpMethod, string> = {
  get: "bg-sky-100 text-sky-900 ring-sky-700/30 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/40",
  post: "bg-emerald-100 text-emerald-900 ring-emerald-700/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40",
  put: "bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40",
  patch:
    "bg-violet-100 text-violet-900 ring-violet-700/30 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-400/40",
  delete: "bg-rose-100 text-rose-900 ring-rose-700/30 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-400/40",
  head: "bg-slate-100 text-slate-900 ring-slate-700/30 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-400/40",
  options: "bg-slate-100 text-slate-900 ring-slate-700/30 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-400/40",
  trace: "bg-slate-100 text-slate-900 ring-slate-700/30 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-400/40",
};

/** The HTTP method as a coloured label; the text itself carries the meaning, colour is decoration. */
export function MethodBadge({ method, size = "md" }: { method: HttpMethod; size?: "sm" | "md" }) {
  const sizing = size === "sm" ? "min-w-[3.25rem] px-1.5 text-[0.6875rem]" : "min-w-[4rem] px-2 py-0.5 text-xs";
  return (
    <span
      className={`inline-block shrink-0 rounded text-center font-mono font-bold ring-1 ring-inset ${sizing} ${methodColors[method]}`}
    >
      {method.toUpperCase()}
    </span>
  );
}

function statusColor(code: string): string {
  if (code.startsWith("2")) {
    return methodColors.post;
  }
  if (code.startsWith("3")) {
    return methodColors.get;
  }
  if (code.startsWith("4")) {
    return methodColors.put;
  }
  return code.startsWith("5") ? methodColors.delete : methodColors.head;
}

/** An HTTP status code (or `default`) as a label coloured by class: 2xx green, 4xx amber, 5xx red. */
export function StatusBadge({ code }: { code: string }) {
  return (
    <span
      className={`inline-block min-w-[3.25rem] shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-bold ring-1 ring-inset ${statusColor(code)}`}
    >
      {code}
    </span>
  );
}

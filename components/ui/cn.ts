/** Joins class names, skipping falsy ones: `cn("a", cond && "b")`. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

/** The visible keyboard focus ring every interactive element shares. */
export const focusRing =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";

/** Shared look of text-like form controls (input, select, textarea). */
export const controlBase = cn(
  "block rounded-md border bg-white text-sm text-slate-900 shadow-sm",
  "placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
  "dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800",
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400",
);

export const controlBorder = "border-slate-300 dark:border-slate-600";
export const controlBorderInvalid = "border-red-600 dark:border-red-400";

/**
 * Full width unless the caller's className sets a width (`w-40`, `sm:w-64`); there is no class merging,
 * so conflicting width utilities would otherwise be decided by stylesheet order.
 */
export function defaultWidth(className: string | undefined): string {
  return className && /(^|\s)([a-z0-9-]+:)*w-/.test(className) ? "" : "w-full";
}

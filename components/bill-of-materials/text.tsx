import { focusRing } from "@/components/ui/cn";

// The module's shared classes and the "not given" mark, apart from ./parts so a page that needs only
// these does not load the copy button and links.

export const muted = "text-slate-600 dark:text-slate-400";
export const linkClass = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
export const headingClass = "text-base font-semibold text-slate-900 dark:text-slate-100";
export const dash = (
  <span className="text-slate-500 dark:text-slate-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not given</span>
  </span>
);

/** Shared Tailwind class strings (kept in a .ts file under components/, which tailwind.config scans). */

export const focusRing =
  "rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-sky-400 dark:focus-visible:ring-offset-slate-950";

export const link = `font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300 ${focusRing}`;

/** Defined in app/globals.css (`.ref-*`): these repeat on every schema field of the page. */
export const inlineCode = "ref-code";

export const mutedText = "text-slate-600 dark:text-slate-400";

export const subheading = "text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300";

export const pageHeading = "text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50";

export const pageFrame = "mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8";

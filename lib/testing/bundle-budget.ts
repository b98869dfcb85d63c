import path from "node:path";
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs, type RouteWeight } from "@/lib/bench/first-load-js";

/**
 * `npm test`'s weight check, run on the build the browser tests use: every app route's first-load
 * JavaScript (lib/bench/first-load-js.ts) must stay within the budget, so a page that pulls a
 * heavy editor, dialog or library in eagerly fails CI instead of slowing every visit.
 * A size check of build output, not a timing: the same build always gives the same figures.
 */
/**
 * The routes still over the budget when this check arrived (6 December 2026), each held to the
 * figure it had then, rounded up to the next kilobyte: it may shrink but not grow. Every other route,
 * and every new one, must stay within the budget. A route leaves this list once it is within.
 * docs/performance.md, "Web pages", says what weighs on each.
 */
export const OVER_BUDGET_CEILINGS_KB: Readonly<Record<string, number>> = {
  "/reassessments/[reassessment_id]": 171,
  "/webhooks/[webhookId]": 172,
  "/findings": 176,
  "/portals": 176,
  "/obligations": 175,
  "/audit-log": 174,
  "/vendors": 171,
  "/settings/api-keys": 171,
  "/reassessments": 171,
  "/users": 171,
};

export function ceilingOf(route: string, budgetKb = FIRST_LOAD_JS_BUDGET_KB): number {
  return OVER_BUDGET_CEILINGS_KB[route] ?? budgetKb;
}

export function overBudget(weights: RouteWeight[], budgetKb = FIRST_LOAD_JS_BUDGET_KB): RouteWeight[] {
  return weights.filter((weight) => weight.kilobytes > ceilingOf(weight.route, budgetKb));
}

export function checkBundleBudget(root: string): boolean {
  const weights = measureFirstLoadJs(path.join(root, ".next"));
  if (weights.length === 0) {
    console.error("No app routes found in .next: run the build first.");
    return false;
  }
  const over = overBudget(weights);
  for (const weight of weights) {
    const ceiling = ceilingOf(weight.route);
    const mark = weight.kilobytes > ceiling ? "OVER" : ceiling > FIRST_LOAD_JS_BUDGET_KB ? "held" : "ok  ";
    const note = ceiling > FIRST_LOAD_JS_BUDGET_KB ? `  (held at ${ceiling} KB until it is back within)` : "";
    console.log(`${mark} ${weight.kilobytes.toFixed(2).padStart(7)} KB  ${weight.route}${note}`);
  }
  console.log(
    over.length === 0
      ? `All ${weights.length} routes are within their first-load JavaScript limit (gzip).`
      : `${over.length} of ${weights.length} routes are over their first-load JavaScript limit (gzip; ${FIRST_LOAD_JS_BUDGET_KB} KB unless held lower in OVER_BUDGET_CEILINGS_KB): load what they show later (dialogs, editors, panels) when it is opened.`,
  );
  return over.length === 0;
}

import path from "node:path";
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs, type RouteWeight } from "@/lib/bench/first-load-js";

/**
 * `npm test`'s weight check, run on the build the browser tests use: every app route's first-load
 * JavaScript (lib/bench/first-load-js.ts) must stay within the budget, so a page that pulls a
 * heavy editor, dialog or library in eagerly fails CI instead of slowing every visit.
 * A size check of build output, not a timing: the same build always gives the same figures.
 */

export function overBudget(weights: RouteWeight[], budgetKb = FIRST_LOAD_JS_BUDGET_KB): RouteWeight[] {
  return weights.filter((weight) => weight.kilobytes > budgetKb);
}

export function checkBundleBudget(root: string): boolean {
  const weights = measureFirstLoadJs(path.join(root, ".next"));
  if (weights.length === 0) {
    console.error("No app routes found in .next: run the build first.");
    return false;
  }
  const over = overBudget(weights);
  for (const weight of weights) {
    const mark = weight.kilobytes > FIRST_LOAD_JS_BUDGET_KB ? "OVER" : "ok  ";
    console.log(`${mark} ${weight.kilobytes.toFixed(2).padStart(7)} KB  ${weight.route}`);
  }
  console.log(
    over.length === 0
      ? `All ${weights.length} routes are within ${FIRST_LOAD_JS_BUDGET_KB} KB of first-load JavaScript (gzip).`
      : `${over.length} of ${weights.length} routes are over ${FIRST_LOAD_JS_BUDGET_KB} KB of first-load JavaScript (gzip): load what they show later (dialogs, editors, panels, the code behind a button) when it is opened.`,
  );
  return over.length === 0;
}

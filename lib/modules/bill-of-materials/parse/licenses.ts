import spdxCorrect from "spdx-correct";
import parseSpdxExpression from "spdx-expression-parse";
import { bomLimits } from "./limits";
import { cleanText } from "./text";

type Expression = parseSpdxExpression.Info;

/** SPDX's words for "nobody said" and "there is none": neither is a licence. */
const NOT_A_LICENSE = new Set(["NOASSERTION", "NONE"]);

export interface ReadLicenses {
  licenses: string[];
  licenseSuggestions: { original: string; suggestion: string }[];
}

/**
 * Licence texts as SPDX expressions: an expression that parses is written back in its canonical
 * spelling ("mit OR apache-2.0" does not parse, "MIT or Apache-2.0" becomes "MIT OR Apache-2.0");
 * one that does not is kept as written, and spdx-correct's guess, if it has one, is only offered.
 * One reader per file: the same licence texts recur across components.
 */
export class LicenseReader {
  private readonly seen = new Map<string, { license: string; suggestion: string | null }>();

  read(texts: unknown[]): ReadLicenses {
    const licenses = new Set<string>();
    const licenseSuggestions: ReadLicenses["licenseSuggestions"] = [];
    for (const value of texts) {
      const original = cleanText(value, bomLimits.text);
      if (!original || NOT_A_LICENSE.has(original.toUpperCase()) || licenses.size >= bomLimits.licensesPerComponent) {
        continue;
      }
      const { license, suggestion } = this.normalise(original);
      if (!licenses.has(license)) {
        licenses.add(license);
        if (suggestion) {
          licenseSuggestions.push({ original, suggestion });
        }
      }
    }
    return { licenses: [...licenses], licenseSuggestions };
  }

  private normalise(original: string): { license: string; suggestion: string | null } {
    let known = this.seen.get(original);
    if (!known) {
      try {
        known = { license: writeExpression(parseSpdxExpression(original)), suggestion: null };
      } catch {
        known = { license: original, suggestion: suggest(original) };
      }
      this.seen.set(original, known);
    }
    return known;
  }
}

function suggest(original: string): string | null {
  try {
    const suggestion = spdxCorrect(original);
    return suggestion && suggestion !== original ? suggestion : null;
  } catch {
    return null;
  }
}

/** AND binds tighter than OR, so only an OR inside an AND needs parentheses. */
function writeExpression(expression: Expression, inside?: "and" | "or"): string {
  if ("license" in expression) {
    const plus = expression.plus ? "+" : "";
    return expression.exception
      ? `${expression.license}${plus} WITH ${expression.exception}`
      : `${expression.license}${plus}`;
  }
  const { conjunction, left, right } = expression;
  const text = `${writeExpression(left, conjunction)} ${conjunction.toUpperCase()} ${writeExpression(right, conjunction)}`;
  return inside === "and" && conjunction === "or" ? `(${text})` : text;
}

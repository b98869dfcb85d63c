import type { FieldError } from "react-hook-form";

/** The first message in a field's error, including errors on an array's items ("risk_analyst_ids.0"). */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") {
    return undefined;
  }
  const { message } = error as Partial<FieldError>;
  if (typeof message === "string" && message) {
    return message;
  }
  for (const nested of Object.values(error)) {
    const found = errorMessage(nested);
    if (found) {
      return found;
    }
  }
  return undefined;
}

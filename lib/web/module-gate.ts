import { isApiRequestError } from "./api-client";

/** Whether the API refused because the organization has the page's module switched off (404 not_enabled). */
export function isModuleNotEnabled(error: unknown): boolean {
  return isApiRequestError(error) && error.code === "not_enabled";
}

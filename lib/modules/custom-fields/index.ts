import type { ApiApp } from "@/lib/api/types";
import { registerCreateCustomField } from "./routes/create";
import { registerCustomFieldLifecycle } from "./routes/lifecycle";
import { registerListCustomFields } from "./routes/list";
import { registerSetCustomFieldValues } from "./routes/set-values";
import { registerUpdateCustomField } from "./routes/update";

export type { CustomFieldTargetHandler } from "@/lib/extensions/custom-field-targets";
export { createCustomField } from "./definitions";
export { CustomFieldEntrySchema } from "./schemas";
export { setCustomFieldValues } from "./set-values";
export {
  type CustomFieldEntry,
  customFieldValuesFor,
  customFieldValuesQuery,
  groupByTarget,
  readCustomFieldValuesFor,
} from "./values";

export function registerCustomFieldRoutes(app: ApiApp) {
  registerListCustomFields(app);
  registerCreateCustomField(app);
  registerUpdateCustomField(app);
  registerCustomFieldLifecycle(app);
  registerSetCustomFieldValues(app);
}

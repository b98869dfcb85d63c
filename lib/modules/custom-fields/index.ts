import type { ApiApp } from "@/lib/api/types";
import { registerCreateCustomField } from "./routes/create";
import { registerCustomFieldLifecycle } from "./routes/lifecycle";
import { registerListCustomFields } from "./routes/list";
import { registerSetCustomFieldValues } from "./routes/set-values";
import { registerUpdateCustomField } from "./routes/update";

export { customFieldValuesFor } from "./values";

export function registerCustomFieldRoutes(app: ApiApp) {
  registerListCustomFields(app);
  registerCreateCustomField(app);
  registerUpdateCustomField(app);
  registerCustomFieldLifecycle(app);
  registerSetCustomFieldValues(app);
}

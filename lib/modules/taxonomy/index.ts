import type { ApiApp } from "@/lib/api/types";
import { registerCreateTag } from "./routes/create-tag";
import { registerLegalEntityRoutes } from "./routes/legal-entities";
import { registerTaxonomyLists } from "./routes/lists";

export function registerTaxonomyRoutes(app: ApiApp) {
  registerTaxonomyLists(app);
  registerCreateTag(app);
  registerLegalEntityRoutes(app);
}

export type { StatusEntity } from "./defaults";
export {
  assertRiskLevelId,
  assertStatusId,
  firstStatusOf,
  riskLevelsOf,
  statusNameSql,
  statusNamesOf,
} from "./references";
export { statusNameIsOneOf } from "./status-match";

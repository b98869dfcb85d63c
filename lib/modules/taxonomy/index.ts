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
export { legalEntityJoin, statusNameJoin } from "./joins";
export { createLegalEntity } from "./legal-entities";
export {
  assertLegalEntityIds,
  assertRiskLevelId,
  assertStatusId,
  assertTagIds,
  defaultLegalEntityCountries,
  documentTypeSlugs,
  findStatus,
  findStatusByName,
  firstStatusOf,
  isDocumentType,
  riskLevelName,
  riskLevelsOf,
  statusNameSql,
  statusNamesOf,
} from "./references";
export { CreateLegalEntityBody } from "./schemas";
export { createTag, listRiskLevels, listStatuses } from "./service";
export { statusNameIsOneOf } from "./status-match";

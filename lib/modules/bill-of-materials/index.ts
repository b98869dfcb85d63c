import type { ApiApp } from "@/lib/api/types";
import { registerAdvisoryRoutes } from "./routes/advisories";
import { registerBomByIdRoutes, registerBomRoutes } from "./routes/boms";
import { registerComponentByBomRoutes, registerComponentRoutes } from "./routes/components";

export function registerBillOfMaterialsRoutes(app: ApiApp) {
  registerBomRoutes(app);
  registerComponentRoutes(app);
  registerAdvisoryRoutes(app);
  registerBomByIdRoutes(app);
  registerComponentByBomRoutes(app);
}

export { importAdvisory } from "./advisories";
export { readExampleBom } from "./examples";
export {
  type PortfolioFilters,
  PortfolioQuery,
  portfolioConditions,
  selectPortfolioComponents,
  selectPortfolioCount,
  serializePortfolioHit,
} from "./portfolio";
export type { CreateBomInput } from "./schemas";
export { createBom } from "./service";
export type { OsvAdvisory } from "./versions";

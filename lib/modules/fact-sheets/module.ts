import { defineModule } from "../descriptor";
import { registerFactSheetRoutes } from ".";
import { generateFactSheetJob } from "./generate";

export const factSheetsModule = defineModule({
  name: "fact-sheets",
  routes: registerFactSheetRoutes,
  jobs: [generateFactSheetJob],
});

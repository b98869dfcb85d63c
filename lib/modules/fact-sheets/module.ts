import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerFactSheetRoutes } from ".";
import { generateFactSheetJob } from "./generate";

export const factSheetsModule = defineModule({
  name: "fact-sheets",
  routes: registerFactSheetRoutes,
  changeLog: [{ entityType: "fact_sheet", readers: anyCredential }],
  jobs: [generateFactSheetJob],
});

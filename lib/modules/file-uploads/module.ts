import { defineModule } from "../descriptor";
import { registerUploadPutRoute } from "./routes/put";
import { registerUploadableUrl } from "./routes/uploadable-url";

/** Upload addresses (GET /v1/file/uploadable_url) and the signed PUT that stores the bytes. */
export const fileUploadsModule = defineModule({
  name: "file-uploads",
  routes: registerUploadableUrl,
  publicRoutes: registerUploadPutRoute,
});

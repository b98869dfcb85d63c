import { readFileSync, writeFileSync } from "node:fs";
import { WEB_TYPES_PATH, webApiTypes } from "./web-types";

// `npm run api:types` (and `npm run build` before Next builds): rewrites the web half's API types.
webApiTypes()
  .then((types) => {
    let current = "";
    try {
      current = readFileSync(WEB_TYPES_PATH, "utf8");
    } catch {
      // first generation
    }
    if (current !== types) {
      writeFileSync(WEB_TYPES_PATH, types);
      console.log(`wrote ${WEB_TYPES_PATH}`);
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });

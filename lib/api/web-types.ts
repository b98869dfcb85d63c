import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "./openapi";

export const WEB_TYPES_PATH = "lib/web/api-types.generated.ts";

const HEADER = `// Generated from the OpenAPI document (lib/api/openapi.ts) by \`npm run api:types\`; do not edit.
// lib/api/web-types.test.ts fails when it no longer matches the API's zod schemas.

`;

/** The TypeScript types of every /v1 path, operation and schema, for the web half's typed client. */
export async function webApiTypes(): Promise<string> {
  const document = openApiDocument();
  // A request field with a default may be left out (the route fills it in): not required unless the document says so.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

import { apiApp } from "./app";
import { withNullableRefs } from "./nullable-refs";

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function openApiDocument() {
  const document = apiApp().getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Vendor Risk Platform API",
      version: "1.0.0",
      description:
        "Multi-tenant third-party risk management. Every /v1 request sends `Authorization: Bearer <credential>`: " +
        "an ak_ API key or a dashboard session token. Timestamps are integer Unix seconds.",
    },
    servers: [{ url: "/", description: "This server" }],
    security: [{ bearerAuth: [] }],
  });
  return withNullableRefs(document);
}

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEB_TYPES_PATH, webApiTypes } from "./web-types";

describe("the web half's generated API types", () => {
  it("match the OpenAPI document the zod schemas make (run `npm run api:types` when this fails)", async () => {
    expect(readFileSync(WEB_TYPES_PATH, "utf8") === (await webApiTypes())).toBe(true);
  });
});

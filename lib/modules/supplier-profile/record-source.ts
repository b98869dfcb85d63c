import type { RecordSource } from "./tables";

/** Where a record written in this request comes from: api for an ak_ key, internal for the web app. */
export const sourceOf = (actor: { type: string }): RecordSource => (actor.type === "api_key" ? "api" : "internal");

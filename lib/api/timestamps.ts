import { z } from "@hono/zod-openapi";
import { queryInteger } from "./pagination";

/** 1970-01-01T00:00:00Z, the earliest instant a timestamp names. */
export const MIN_UNIX_SECONDS = 0;
/** 9999-12-31T23:59:59Z, the latest: later ones (year 10000, 1e15) are no date JavaScript or ISO 8601 writes plainly. */
export const MAX_UNIX_SECONDS = 253_402_300_799;

const bounds = { min: MIN_UNIX_SECONDS, max: MAX_UNIX_SECONDS };

/**
 * Every timestamp of the API, in bodies and responses: integer Unix seconds from 1970 to the end of
 * year 9999. Outside that range a request is a 422 naming the field, not a date the database or
 * `Date` cannot hold.
 */
export const timestamp = z.number().int().min(bounds.min).max(bounds.max).openapi({ description: "Unix seconds." });

/** The same range for a query parameter, read as FastAPI reads an integer. */
export const queryTimestamp = () => queryInteger(bounds);

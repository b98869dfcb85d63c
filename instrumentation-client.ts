import { config } from "zod/v4/core";

// Runs in the browser before any page code. Zod probes `new Function` to pick a faster parser; under
// the pages' CSP (no 'unsafe-eval') that probe is refused and reported as a violation, so it is skipped.
config({ jitless: true });

import { ZOD_JITLESS_KEY } from "@/lib/web/zod-jitless";

// Runs in the browser before any page code. Zod probes `new Function` to pick a faster parser; under
// the pages' CSP (no 'unsafe-eval') that probe is refused and reported as a violation, so it is skipped.
// Zod keeps its configuration on this global; writing it here, rather than calling zod's `config()`,
// keeps zod itself out of the JavaScript every page loads first (pages without a form never need it).
const scope = globalThis as Record<string, unknown>;
scope[ZOD_JITLESS_KEY] = { ...(scope[ZOD_JITLESS_KEY] as object | undefined), jitless: true };

/** The global zod 4 reads its configuration from (`zod/v4/core` `globalConfig`); see instrumentation-client.ts. */
export const ZOD_JITLESS_KEY = "__zod_globalConfig";

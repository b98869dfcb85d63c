/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Next bundle holds only the web half (pages, next-auth, the /api/v1 proxy): database drivers
  // and document parsers belong to the API half, which tsx loads outside the bundle.
  // `npm test` type-checks everything first, route types included (`next typegen`, then tsc, which
  // reads .next/types/validator.ts), and says so here: the build then skips its own second check,
  // a minute of CI. Every other build (`npm start` on a fresh machine) checks types itself.
  typescript: { ignoreBuildErrors: process.env.VRP_TYPES_CHECKED === "1" },
  experimental: {
    // First-load weight (docs/performance.md, "The second weight pass"): each page's own code
    // and the app shell arrive in as few chunks as Turbopack will make, since a dozen small chunks
    // compress worse than one. A route's chunk may then repeat a shared part (the data table) that
    // another route's chunk also holds: a few kilobytes more on a client-side navigation, against
    // 2 to 4 KB less on every first visit. The framework stays in its own chunks, shared by all.
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 2_000_000,
      minChunkSize: 500_000,
      maxMergeChunkSize: 2_000_000,
    },
    // Tree shaking and scope hoisting of CommonJS modules (React's builds are CommonJS) and inlining
    // of constants across modules: about 0.5 KB less on every route.
    turbopackCjsScopeHoisting: true,
    turbopackCjsTreeShaking: true,
    turbopackCrossModuleConstants: true,
  },
};

export default nextConfig;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM database drivers load at runtime from node_modules, not through the bundler.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "drizzle-orm"],
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;

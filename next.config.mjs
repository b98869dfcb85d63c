/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM database drivers load at runtime from node_modules, not through the bundler.
  // Document parsers (and busboy) load from node_modules too: pdfjs-dist ships its own worker file.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "drizzle-orm", "busboy", "pdfjs-dist", "mammoth", "exceljs"],
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;

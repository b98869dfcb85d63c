/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Next bundle holds only the web half (pages, next-auth, the /api/v1 proxy): database drivers
  // and document parsers belong to the API half, which tsx loads outside the bundle.
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;

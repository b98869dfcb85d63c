import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/ui/document-title";
import { NONCE_REQUEST_HEADER } from "@/lib/web/security-headers";
import { themeInitScript } from "@/lib/web/theme";
import "./globals.css";

// No title here or in any page's metadata: <DocumentTitle> renders the one <title> (lib/web/page-titles.ts).
export const metadata: Metadata = {
  description: "Third-party risk management: vendors, assessments, radar alerts and the public /v1 API.",
};

// Reading the request's nonce (set by proxy.ts) renders every page per request, which Next's nonces need.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Applies the saved or system theme before first paint, so dark mode never flashes. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script string of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <DocumentTitle>{children}</DocumentTitle>
      </body>
    </html>
  );
}

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/lib/web/page-titles";

// A vendor's request link is private: never indexed, whatever a crawler finds.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The vendor's side (/portal/{id}): outside the organization's app, with no navigation of its own and
 * no customer session (proxy.ts lets it through). One centred column that works from 390 px up.
 */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto w-full max-w-5xl px-4 py-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800 dark:text-blue-300">
            {PRODUCT_NAME}
          </p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

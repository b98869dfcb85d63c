"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AppShellNav, type NavSection } from "./app-shell-nav";
import { cn, focusRing } from "./cn";
import { lazyComponent } from "./lazy";
import { type ShellUser, UserMenu } from "./user-menu";

export type { NavLink, NavSection } from "./app-shell-nav";
export type { ShellUser } from "./user-menu";

export interface AppShellProps {
  /** Shown at the top of the sidebar; empty while loading shows a placeholder. */
  orgName: string;
  user: ShellUser;
  sections: NavSection[];
  onSignOut: () => void;
  /** Ends every session of the signed-in user (all browsers and tokens), then signs out here. */
  onSignOutEverywhere?: () => void;
  children: ReactNode;
}

function OrgName({ name }: { name: string }) {
  if (!name) {
    return (
      <span className="block h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800">
        <span className="sr-only">Loading organization</span>
      </span>
    );
  }
  return <span className="block truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{name}</span>;
}

function SidebarBody({
  orgName,
  user,
  sections,
  onSignOut,
  onSignOutEverywhere,
  onNavigate,
}: Omit<AppShellProps, "children"> & { onNavigate?: () => void }) {
  return (
    <>
      <div className="flex h-14 shrink-0 items-center border-b border-slate-200 px-5 dark:border-slate-800">
        <OrgName name={orgName} />
      </div>
      <AppShellNav sections={sections} onNavigate={onNavigate} />
      <div className="shrink-0 border-t border-slate-200 p-3 dark:border-slate-800">
        <UserMenu
          user={user}
          onSignOut={onSignOut}
          onSignOutEverywhere={onSignOutEverywhere}
          onItemSelect={onNavigate}
        />
      </div>
    </>
  );
}

const panelClass = "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950";

// Small screens only: the sheet (and the dialog library under it) loads when first opened.
const MobileNavSheet = lazyComponent(() => import("./mobile-nav-sheet").then((module) => module.MobileNavSheet));

/** The signed-in frame: skip link, sidebar navigation (a left sheet on small screens), user menu, <main id="content">. */
export function AppShell({ children, ...sidebar }: AppShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close the mobile sheet after navigating, and when the screen grows to show the sidebar.
  useEffect(() => {
    if (pathname) {
      setMobileOpen(false);
    }
  }, [pathname]);
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    const onChange = () => {
      if (wide.matches) {
        setMobileOpen(false);
      }
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#content"
        className={cn(
          "sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white",
          "focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-blue-800 focus:shadow-lg dark:focus:bg-slate-900 dark:focus:text-blue-200",
          focusRing,
        )}
      >
        Skip to content
      </a>

      <aside className={cn(panelClass, "fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r lg:flex")}>
        <SidebarBody {...sidebar} />
      </aside>

      <header className={cn(panelClass, "sticky top-0 z-20 flex h-14 items-center gap-3 border-b px-4 lg:hidden")}>
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Open navigation"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
          className={cn(
            "-ml-1.5 rounded-md p-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
            focusRing,
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-5 w-5">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
        <OrgName name={sidebar.orgName} />
      </header>
      {mobileOpen ? (
        <MobileNavSheet
          onClose={() => {
            setMobileOpen(false);
            menuButtonRef.current?.focus();
          }}
        >
          <SidebarBody {...sidebar} onNavigate={() => setMobileOpen(false)} />
        </MobileNavSheet>
      ) : null}

      <div className="lg:pl-64">
        <main id="content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn, focusRing } from "./cn";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavSection extends NavLink {
  icon?: ReactNode;
  children?: NavLink[];
}

function matches(pathname: string, href: string): boolean {
  if (href === "/") {
    return pathname === "/";
  }
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The href of the most specific link matching the path (it gets aria-current="page"). */
function currentHref(pathname: string, sections: NavSection[]): string | null {
  let best: string | null = null;
  for (const section of sections) {
    for (const link of [section, ...(section.children ?? [])]) {
      if (matches(pathname, link.href) && (best === null || link.href.length > best.length)) {
        best = link.href;
      }
    }
  }
  return best;
}

const linkBase = cn("flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors", focusRing);
const linkStates = {
  /** The current page's link. */
  current: "bg-blue-50 font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-100",
  /** A section whose child is the current page. */
  ancestor: "font-medium text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800",
  idle: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
};

function stateOf(isCurrent: boolean, isAncestor = false): keyof typeof linkStates {
  return isCurrent ? "current" : isAncestor ? "ancestor" : "idle";
}

export function AppShellNav({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const current = currentHref(pathname, sections);

  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {sections.map((section) => {
          const children = section.children ?? [];
          const childCurrent = children.some((child) => child.href === current);
          // With children, the most specific child link is the current page, not the section link.
          const selfCurrent = section.href === current && !childCurrent;
          return (
            <li key={section.href + section.label}>
              <Link
                href={section.href}
                aria-current={selfCurrent ? "page" : undefined}
                onClick={onNavigate}
                className={cn(linkBase, "font-medium", linkStates[stateOf(selfCurrent, childCurrent)])}
              >
                {section.icon ? (
                  <span className="shrink-0 text-slate-500 dark:text-slate-400">{section.icon}</span>
                ) : null}
                <span className="truncate">{section.label}</span>
              </Link>
              {children.length > 0 ? (
                <ul className="ml-5 mt-1 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                  {children.map((child) => {
                    const isCurrent = child.href === current;
                    return (
                      <li key={child.href + child.label}>
                        <Link
                          href={child.href}
                          aria-current={isCurrent ? "page" : undefined}
                          onClick={onNavigate}
                          className={cn(linkBase, "py-1.5", linkStates[stateOf(isCurrent)])}
                        >
                          {child.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

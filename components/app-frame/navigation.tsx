"use client";

import type { ReactNode } from "react";
import { type NavigationItem, useNavigationQuery } from "@/lib/web/hooks/navigation";

export interface NavSection {
  label: string;
  href: string;
  icon?: ReactNode;
  children?: { label: string; href: string }[];
}

const icon = (path: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" className="h-4 w-4">
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function toNavSections(items: NavigationItem[]): NavSection[] {
  return items.map((item) => ({
    label: item.label,
    href: item.href,
    icon: item.icon ? icon(item.icon) : undefined,
    children: item.children.length > 0 ? item.children : undefined,
  }));
}

/**
 * The organization's sidebar sections (GET /v1/navigation): the modules' entries, without those of
 * modules the organization has switched off. Empty until the first answer.
 */
export function useNavigation(): NavSection[] {
  const { data } = useNavigationQuery((answer) => toNavSections(answer.items));
  return data ?? [];
}

import type { ReactNode } from "react";

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

/** The product's sections in the sidebar. Each module adds its pages here. */
export const navigation: NavSection[] = [
  { label: "Dashboard", href: "/", icon: icon("M3 10.5 10 4l7 6.5V17H3z M8 17v-4h4v4") },
  {
    label: "Vendors",
    href: "/vendors",
    icon: icon("M3 17V8l5-3v12 M8 17V5l9 4v8 M2 17h16 M11 10h3 M11 13h3"),
  },
  {
    label: "Assessments",
    href: "/assessments",
    icon: icon("M7 3h6v3H7z M5 4v13h10V4 M8 11l1.5 1.5L12 9"),
  },
  { label: "Findings", href: "/findings", icon: icon("M10 3 2 17h16z M10 8v4 M10 14.5v.5") },
  { label: "Obligations", href: "/obligations", icon: icon("M5 3h10v14H5z M8 8l1.5 1.5L12 7 M8 13h4") },
  {
    label: "Users",
    href: "/users",
    icon: icon(
      "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5 M13 3.5a3 3 0 0 1 0 5.5 M15 12.5c1.8.6 3 2.2 3 4.5",
    ),
  },
  {
    label: "Workflows",
    href: "/workflows",
    icon: icon("M4 5h5v4H4z M11 11h5v4h-5z M9 7h3v4"),
    children: [
      { label: "Definitions", href: "/workflows" },
      { label: "Runs", href: "/workflows/runs" },
    ],
  },
  { label: "Portals", href: "/portals", icon: icon("M3 5h14v10H3z M3 6l7 5 7-5") },
  {
    label: "Webhooks",
    href: "/webhooks",
    icon: icon("M4 14a3 3 0 1 0 3-3 M10 5a3 3 0 1 0-2.6 4.5L10 14h6 M16 11a3 3 0 1 1 0 6"),
  },
  { label: "Export", href: "/export", icon: icon("M10 3v9 M6 8l4 4 4-4 M4 14v3h12v-3") },
  { label: "Audit log", href: "/audit-log", icon: icon("M5 3h10v14H5z M8 7h4 M8 10h4 M8 13h2") },
  {
    label: "Settings",
    href: "/settings/organization",
    icon: icon(
      "M10 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M10 2v2 M10 16v2 M2 10h2 M16 10h2 M4.3 4.3l1.4 1.4 M14.3 14.3l1.4 1.4",
    ),
    children: [
      { label: "Organization", href: "/settings/organization" },
      { label: "API keys", href: "/settings/api-keys" },
      { label: "Custom fields", href: "/settings/custom-fields" },
    ],
  },
  { label: "API reference", href: "/docs", icon: icon("M6 4 2 10l4 6 M14 4l4 6-4 6") },
];

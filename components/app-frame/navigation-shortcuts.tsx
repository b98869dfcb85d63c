"use client";

import { useRouter } from "next/navigation";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";

/** "g" then a letter jumps between sections, as in most triage tools. */
export function NavigationShortcuts() {
  const router = useRouter();
  useShortcut("g d", "Go to the dashboard", () => router.push("/"));
  useShortcut("g v", "Go to vendors", () => router.push("/vendors"));
  useShortcut("g f", "Go to findings", () => router.push("/findings"));
  useShortcut("g a", "Go to the audit log", () => router.push("/audit-log"));
  useShortcut("g u", "Go to users", () => router.push("/users"));
  useShortcut("g k", "Go to API keys", () => router.push("/settings/api-keys"));
  useShortcut("g o", "Go to organization settings", () => router.push("/settings/organization"));
  return null;
}

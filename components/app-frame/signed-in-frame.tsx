"use client";

import type { ReactNode } from "react";
import { AppShell } from "@/components/ui/app-shell";
import { KeyboardShortcutsProvider } from "@/components/ui/keyboard-shortcuts";
import { ToastProvider } from "@/components/ui/toast";
import { QueryProvider } from "@/lib/web/query-client";
import { displayName, useWhoAmI } from "@/lib/web/use-whoami";
import { navigation } from "./navigation";
import { NavigationShortcuts } from "./navigation-shortcuts";
import { navigationFor } from "./page-access";

// Loaded when someone signs out: no page needs it to render.
const signOut = () => void import("@/lib/web/session-client").then((module) => module.signOut());

function Shell({ children }: { children: ReactNode }) {
  const { data: whoami } = useWhoAmI();
  return (
    <AppShell
      orgName={whoami?.organization_name ?? ""}
      user={{
        name: whoami ? displayName(whoami) : "",
        email: whoami?.email ?? "",
        role: whoami?.role?.replace(/^org:/, "").replace(/_/g, " ") ?? "",
      }}
      sections={navigationFor(navigation, whoami?.role)}
      onSignOut={signOut}
    >
      {children}
    </AppShell>
  );
}

/** Providers and the app shell around every signed-in page. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>
        <KeyboardShortcutsProvider>
          <NavigationShortcuts />
          <Shell>{children}</Shell>
        </KeyboardShortcutsProvider>
      </ToastProvider>
    </QueryProvider>
  );
}

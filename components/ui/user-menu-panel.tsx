"use client";

import { cn, focusRing } from "./cn";
import { ThemeToggle } from "./theme-toggle-button";
import type { ShellUser } from "./user-menu";

const itemClass = cn(
  "flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100",
  "dark:text-slate-200 dark:hover:bg-slate-800",
  focusRing,
);

export interface UserMenuPanelProps {
  id: string;
  user: ShellUser;
  onOpenShortcuts?: () => void;
  onSignOut: () => void;
  onSignOutEverywhere?: () => void;
}

/** The open account popover: who is signed in, keyboard shortcuts, theme, sign out (here or everywhere). */
export function UserMenuPanel({ id, user, onOpenShortcuts, onSignOut, onSignOutEverywhere }: UserMenuPanelProps) {
  const displayName = user.name || user.email;
  return (
    <div
      id={id}
      className={cn(
        "absolute inset-x-0 bottom-full z-20 mb-2 rounded-md border border-slate-200 bg-white p-1 shadow-lg",
        "dark:border-slate-700 dark:bg-slate-900",
      )}
    >
      <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{displayName}</p>
        {user.name && user.email ? (
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        ) : null}
        {user.role ? (
          <p className="mt-1 text-xs capitalize text-slate-600 dark:text-slate-400">Role: {user.role}</p>
        ) : null}
      </div>
      <div className="space-y-0.5 py-1">
        {onOpenShortcuts ? (
          <button type="button" className={itemClass} onClick={onOpenShortcuts}>
            Keyboard shortcuts
          </button>
        ) : null}
        <div className="px-3 py-2">
          <ThemeToggle />
        </div>
        <button type="button" className={itemClass} onClick={onSignOut}>
          Sign out
        </button>
        {onSignOutEverywhere ? (
          <button type="button" className={itemClass} onClick={onSignOutEverywhere}>
            Sign out of all sessions
          </button>
        ) : null}
      </div>
    </div>
  );
}

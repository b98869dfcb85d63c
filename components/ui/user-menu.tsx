"use client";

import { useEffect, useId, useRef, useState } from "react";
import { cn, focusRing } from "./cn";
import { useKeyboardShortcuts } from "./keyboard-shortcuts";
import { lazyComponent } from "./lazy";

export interface ShellUser {
  name: string;
  email: string;
  role: string;
}

export interface UserMenuProps {
  user: ShellUser;
  onSignOut: () => void;
  onSignOutEverywhere?: () => void;
  /** Called before an item opens something else (e.g. to close the mobile navigation sheet). */
  onItemSelect?: () => void;
}

// The panel (with the theme switch) loads on first hover, focus or open: no page needs it to render.
const UserMenuPanel = lazyComponent(() => import("./user-menu-panel").then((module) => module.UserMenuPanel));

function initials(name: string, email: string): string {
  const source = name.trim() || email.trim();
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** The account button at the bottom of the sidebar; a disclosure popover (opening upward) with account actions. */
export function UserMenu({ user, onSignOut, onSignOutEverywhere, onItemSelect }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shortcuts = useKeyboardShortcuts();
  const displayName = user.name || user.email;

  useEffect(() => {
    if (!open) {
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) {
        setOpen(false);
      }
    };
    const root = rootRef.current;
    document.addEventListener("pointerdown", onPointerDown);
    root?.addEventListener("keydown", onKeyDown);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root?.removeEventListener("keydown", onKeyDown);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={UserMenuPanel.preload}
        onFocus={UserMenuPanel.preload}
        className={cn(
          "flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800",
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-xs font-semibold text-white"
        >
          {initials(user.name, user.email)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">
            {displayName || "Account"}
          </span>
          {user.role ? (
            <span className="block truncate text-xs capitalize text-slate-600 dark:text-slate-400">{user.role}</span>
          ) : null}
        </span>
        <span className="sr-only">Account menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400"
        >
          <path
            d="M6 12l4-4 4 4"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open ? (
        <UserMenuPanel
          id={panelId}
          user={user}
          onOpenShortcuts={
            shortcuts
              ? () => {
                  setOpen(false);
                  onItemSelect?.();
                  shortcuts.openHelp();
                }
              : undefined
          }
          onSignOut={onSignOut}
          onSignOutEverywhere={onSignOutEverywhere}
        />
      ) : null}
    </div>
  );
}

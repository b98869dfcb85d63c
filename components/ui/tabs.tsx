"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn, focusRing } from "./cn";

export interface TabItem {
  /** Stable id, e.g. kept in the URL (`?tab=services`). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Vendor sections". */
  label: string;
  tabs: TabItem[];
  /** The selected tab's id; an unknown id selects the first tab. */
  value: string;
  onValueChange: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them; Tab moves into the
 * panel. A panel mounts the first time it is selected and then stays mounted (hidden), so a draft
 * in one tab survives a look at another.
 */
export function Tabs({ label, tabs, value, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const selected = tabs.some((tab) => tab.id === value) ? value : (tabs[0]?.id ?? "");
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([selected]));
  if (!visited.has(selected)) {
    setVisited(new Set([...visited, selected]));
  }
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) {
      return;
    }
    event.preventDefault();
    onValueChange(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) {
                  tabRefs.current.set(tab.id, node);
                } else {
                  tabRefs.current.delete(tab.id);
                }
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              // Unvisited panels are not in the document yet; pointing at a missing id is an axe error.
              aria-controls={visited.has(tab.id) ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(tab.id)}
              className={cn(
                "-mb-px whitespace-nowrap rounded-t-md border-b-2 px-3 py-2 text-sm font-medium",
                isSelected
                  ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100",
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        visited.has(tab.id) ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable so Tab reaches it
            tabIndex={0}
            className={cn("rounded-md", focusRing)}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}

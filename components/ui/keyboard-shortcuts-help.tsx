"use client";

import { cn, focusRing } from "./cn";
import { Dialog, DialogContent } from "./dialog";

const scrollingList = cn("max-h-[60vh] overflow-y-auto rounded", focusRing);

function Keys({ keys }: { keys: string }) {
  const parts = keys.trim().split(/\s+/);
  return (
    <span className="flex items-center gap-1">
      {parts.map((key, index) => (
        <span key={`${key}-${index.toString()}`} className="flex items-center gap-1">
          {index > 0 ? <span className="text-xs text-slate-600 dark:text-slate-400">then</span> : null}
          <kbd className="min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
            {key}
          </kbd>
        </span>
      ))}
    </span>
  );
}

/** The shortcut list; mounted open, closing unmounts it. */
export function ShortcutsHelp({
  shortcuts,
  onClose,
}: {
  shortcuts: { keys: string; description: string }[];
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        title="Keyboard shortcuts"
        description="Shortcuts work when focus is not in a text field."
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a page with its own keys makes the list long; it scrolls in a region keyboard users can focus (axe scrollable-region-focusable) */}
        <section aria-label="Shortcut list" tabIndex={0} className={scrollingList}>
          <dl className="grid gap-x-6 sm:grid-cols-2">
            {shortcuts.map((shortcut) => (
              <div
                key={shortcut.keys}
                className="flex items-center justify-between gap-4 border-b border-slate-200 py-1.5 dark:border-slate-800"
              >
                <dt className="text-slate-700 dark:text-slate-300">{shortcut.description}</dt>
                <dd>
                  <Keys keys={shortcut.keys} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </DialogContent>
    </Dialog>
  );
}

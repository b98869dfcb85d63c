"use client";

import { Dialog, DialogContent } from "./dialog";

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
      <DialogContent title="Keyboard shortcuts" description="Shortcuts work when focus is not in a text field.">
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.keys} className="flex items-center justify-between gap-4 py-2">
              <dt className="text-slate-700 dark:text-slate-300">{shortcut.description}</dt>
              <dd>
                <Keys keys={shortcut.keys} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}

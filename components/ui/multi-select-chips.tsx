import { cn, focusRing } from "./cn";

export interface MultiSelectChipsProps {
  value: string[];
  labelOf: (value: string) => string;
  itemLabel: string;
  disabled?: boolean;
  onRemove: (value: string) => void;
}

/** The multi-select's chosen values as chips, each with a remove button. */
export function MultiSelectChips({ value, labelOf, itemLabel, disabled, onRemove }: MultiSelectChipsProps) {
  if (value.length === 0) {
    return null;
  }
  return (
    <ul aria-label={`Selected ${itemLabel}s`} className="flex flex-wrap gap-1.5">
      {value.map((selected) => (
        <li
          key={selected}
          className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {labelOf(selected)}
          <button
            type="button"
            aria-label={`Remove ${itemLabel} ${labelOf(selected)}`}
            disabled={disabled}
            onClick={() => onRemove(selected)}
            className={cn(
              "inline-flex h-5 w-5 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700",
              focusRing,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-3 w-3">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

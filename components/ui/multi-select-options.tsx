import { cn } from "./cn";
import { Spinner } from "./spinner";
import type { MultiSelectItem } from "./use-multi-select-listbox";

export interface MultiSelectOptionsProps {
  id: string;
  itemLabel: string;
  items: MultiSelectItem[];
  value: string[];
  activeIndex: number;
  optionId: (index: number) => string;
  loading?: boolean;
  creating: boolean;
  onChoose: (item: MultiSelectItem) => void;
  onHover: (index: number) => void;
}

/** The multi-select's popup listbox: its options (ticked when chosen) and "Create “text”". */
export function MultiSelectOptions({
  id,
  itemLabel,
  items,
  value,
  activeIndex,
  optionId,
  loading,
  creating,
  onChoose,
  onHover,
}: MultiSelectOptionsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-multiselectable="true"
      aria-label={`${itemLabel[0]?.toUpperCase() ?? ""}${itemLabel.slice(1)} options`}
      className="absolute left-0 right-0 z-30 mt-1 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.length === 0 ? (
        <div className="px-3 py-2 text-slate-600 dark:text-slate-400">{loading ? "Loading…" : "No matches"}</div>
      ) : null}
      {items.map((item, index) => {
        const isSelected = item.kind === "option" && value.includes(item.option.value);
        return (
          // Options are not focusable in this pattern: the input keeps focus and points at the active
          // one with aria-activedescendant, and its own key handler does what a click does.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          <div
            key={item.kind === "option" ? item.option.value : `create:${item.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={isSelected}
            // Keeps focus in the input, so the list stays open and the keyboard keeps working.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item)}
            onMouseMove={() => onHover(index)}
            className={cn(
              "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-slate-900 dark:text-slate-100",
              index === activeIndex && "bg-blue-50 dark:bg-slate-800",
            )}
          >
            <span aria-hidden="true" className="w-4 text-blue-700 dark:text-blue-300">
              {isSelected ? "✓" : ""}
            </span>
            {item.kind === "option" ? (
              item.option.label
            ) : (
              <span className="flex items-center gap-2">
                Create “{item.text}”{creating ? <Spinner size="sm" /> : null}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

"use client";

import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid, focusRing } from "./cn";
import type { SelectOption } from "./select";
import { Spinner } from "./spinner";

export interface MultiSelectProps {
  /** FormField passes id and aria wiring; the id lands on the text input, which its label names. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  options: SelectOption[];
  /** Selected option values, in the order chosen. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Offers "Create “text”" when the typed text matches no option; resolves with the created option. */
  onCreate?: (text: string) => Promise<SelectOption>;
  /** What one item is called, for the chips' remove buttons and the list name: "tag". */
  itemLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** Options still loading: the list says so instead of "No matches". */
  loading?: boolean;
  className?: string;
}

type Item = { kind: "option"; option: SelectOption } | { kind: "create"; text: string };

/**
 * A multi-select combobox (WAI-ARIA combobox with a listbox popup): type to filter, arrow keys to
 * move, Enter to toggle, Backspace on an empty box removes the last choice, Escape closes. Chosen
 * values show as removable chips; with `onCreate`, an unknown text can be added as a new option.
 */
export function MultiSelect(props: MultiSelectProps) {
  const { options, value, onChange, onCreate, itemLabel } = props;
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);

  const text = query.trim();
  const lower = text.toLowerCase();
  const matches = options.filter((option) => option.label.toLowerCase().includes(lower));
  const exact = options.some((option) => option.label.toLowerCase() === lower);
  const items: Item[] = matches.map((option) => ({ kind: "option", option }));
  if (onCreate && text && !exact) {
    items.push({ kind: "create", text });
  }
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const labelOf = (selected: string) => options.find((option) => option.value === selected)?.label ?? selected;
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";

  const toggle = (selected: string) => {
    onChange(value.includes(selected) ? value.filter((item) => item !== selected) : [...value, selected]);
    setQuery("");
  };

  const create = async (newText: string) => {
    if (!onCreate || creating) {
      return;
    }
    setCreating(true);
    setCreateError(null);
    try {
      const created = await onCreate(newText);
      if (!value.includes(created.value)) {
        onChange([...value, created.value]);
      }
      setQuery("");
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : `Couldn't create the ${itemLabel}.`);
    } finally {
      setCreating(false);
      inputRef.current?.focus();
    }
  };

  const choose = (item: Item | undefined) => {
    if (item?.kind === "option") {
      toggle(item.option.value);
    } else if (item?.kind === "create") {
      void create(item.text);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (open) {
          setActive(Math.min(activeIndex + 1, items.length - 1));
        } else {
          setOpen(true);
          setActive(0);
        }
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case "Enter":
        // Never submits the surrounding form: Enter picks from the list.
        event.preventDefault();
        if (open) {
          choose(items[activeIndex]);
        } else {
          setOpen(true);
        }
        break;
      case "Escape":
        if (open) {
          // Closes the list only, not a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case "Backspace":
        if (query === "" && value.length > 0) {
          onChange(value.slice(0, -1));
        }
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpen(false);
      setQuery("");
    }
  };

  const showList = open && !props.disabled;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole group (input, chips, list) closes the list
    <div className={cn("relative space-y-2", props.className)} onBlur={onBlur}>
      {value.length > 0 ? (
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
                disabled={props.disabled}
                onClick={() => {
                  onChange(value.filter((item) => item !== selected));
                  inputRef.current?.focus();
                }}
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
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && items[activeIndex] ? optionId(activeIndex) : undefined}
        aria-describedby={props["aria-describedby"]}
        aria-invalid={props["aria-invalid"]}
        aria-required={props["aria-required"]}
        disabled={props.disabled}
        placeholder={props.placeholder ?? `Add a ${itemLabel}…`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
          setCreateError(null);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(controlBase, "h-9 w-full px-3", invalid ? controlBorderInvalid : controlBorder)}
      />
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={`${itemLabel[0]?.toUpperCase() ?? ""}${itemLabel.slice(1)} options`}
          className="absolute left-0 right-0 z-30 mt-1 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {items.length === 0 ? (
            <div className="px-3 py-2 text-slate-600 dark:text-slate-400">
              {props.loading ? "Loading…" : "No matches"}
            </div>
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
                onClick={() => choose(item)}
                onMouseMove={() => setActive(index)}
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
      ) : null}
      {createError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {createError}
        </p>
      ) : null}
    </div>
  );
}

"use client";

import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid, focusRing } from "./cn";
import type { SelectOption } from "./select";
import { Spinner } from "./spinner";
import { useLatest } from "./use-latest";

export interface ComboboxOption extends SelectOption {
  /** A second line under the label (a currency's name, a contract's type). */
  description?: string;
}

export interface ComboboxProps {
  /** FormField passes id and aria wiring; the id lands on the text input, which its label names. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  /** The chosen value ("" for none). */
  value: string;
  onChange: (value: string) => void;
  /** What the list offers. Without `onSearch` it is filtered here by the typed text (label, value, description). */
  options: ComboboxOption[];
  /** The chosen value's words when `options` does not hold it (a search that no longer lists it). */
  valueLabel?: string;
  /** The options are searched elsewhere (the server): called with the typed text once typing pauses. */
  onSearch?: (text: string) => void;
  /** How long typing must pause before `onSearch` (ms). */
  searchDelayMs?: number;
  /** Called the first time the list opens (load the options then). */
  onOpen?: () => void;
  /** The options (or a search) are loading. */
  loading?: boolean;
  /** What one option is, for the list's name and the status: "currency". */
  noun: string;
  placeholder?: string;
  /** Shown when nothing matches; defaults to "No matches". */
  emptyText?: string;
  disabled?: boolean;
  /** At most this many options are listed (the status says how many matched). */
  limit?: number;
  /** Chosen values can be cleared with a button (otherwise: choose another). */
  clearable?: boolean;
  className?: string;
}

const matches = (option: ComboboxOption, text: string) =>
  [option.label, option.value, option.description ?? ""].some((field) => field.toLowerCase().includes(text));

/**
 * One value out of many, found by typing (WAI-ARIA combobox with a listbox popup): the box shows the
 * chosen option until it is typed in; arrow keys move, Enter chooses, Escape closes and restores the
 * choice. For a static list (`options`, filtered here) or a server search (`onSearch`).
 */
export function Combobox(props: ComboboxProps) {
  const { value, onChange, options, onSearch, noun, limit = 100, searchDelayMs = 200 } = props;
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** The text `onSearch` last had: until it catches up with the typed text, the options are stale. */
  const [searched, setSearched] = useState("");

  const onSearchRef = useLatest(onSearch);
  const typed = (query ?? "").trim();
  useEffect(() => {
    if (!onSearchRef.current || typed === searched) {
      return;
    }
    const timer = window.setTimeout(() => {
      onSearchRef.current?.(typed);
      setSearched(typed);
    }, searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed, searched, searchDelayMs]);
  const loading = Boolean(props.loading) || (onSearch !== undefined && typed !== searched);

  const chosen = options.find((option) => option.value === value);
  const chosenLabel = value ? (chosen?.label ?? props.valueLabel ?? value) : "";
  const text = typed.toLowerCase();
  const found = onSearch || text === "" ? options : options.filter((option) => matches(option, text));
  const shown = found.slice(0, limit);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  const showList = open && !props.disabled;

  const show = () => {
    if (!opened.current) {
      opened.current = true;
      props.onOpen?.();
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(0);
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option) {
      onChange(option.value);
      close();
    }
  };
  const type = (next: string) => {
    setQuery(next);
    setActive(0);
    show();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (!showList) {
          show();
          return;
        }
        if (shown.length > 0) {
          const step = event.key === "ArrowDown" ? 1 : -1;
          setActive((activeIndex + step + shown.length) % shown.length);
        }
        break;
      case "Enter":
        // Never submits the surrounding form while the list is open: Enter chooses.
        if (showList) {
          event.preventDefault();
          if (!loading) {
            choose(shown[activeIndex]);
          }
        }
        break;
      case "Escape":
        if (showList) {
          // Closes the list only, not a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      close();
    }
  };

  let status = "";
  if (showList) {
    if (loading) {
      status = "Loading…";
    } else if (shown.length === 0) {
      status = props.emptyText ?? "No matches";
    } else {
      status =
        found.length > shown.length
          ? `${shown.length} of ${found.length} ${noun} options shown: type to narrow them.`
          : `${found.length} ${noun} option${found.length === 1 ? "" : "s"}.`;
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole group (input, list, clear button) closes the list
    <div className={cn("relative", props.className)} onBlur={onBlur}>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && shown[activeIndex] ? optionId(activeIndex) : undefined}
          aria-describedby={props["aria-describedby"]}
          aria-invalid={props["aria-invalid"]}
          aria-required={props["aria-required"]}
          disabled={props.disabled}
          placeholder={props.placeholder}
          value={query ?? chosenLabel}
          onChange={(event) => type(event.target.value)}
          onFocus={(event) => event.currentTarget.select()}
          onClick={show}
          onKeyDown={onKeyDown}
          className={cn(controlBase, "h-9 w-full px-3", invalid ? controlBorderInvalid : controlBorder)}
        />
        {props.clearable && value ? (
          <button
            type="button"
            aria-label={`Clear the ${noun}`}
            disabled={props.disabled}
            onClick={() => {
              onChange("");
              close();
              inputRef.current?.focus();
            }}
            className={cn(
              "inline-flex h-9 shrink-0 items-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100",
              "dark:text-slate-200 dark:hover:bg-slate-800",
              focusRing,
            )}
          >
            Clear
          </button>
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={`${noun[0]?.toUpperCase() ?? ""}${noun.slice(1)} options`}
        hidden={!showList || shown.length === 0}
        className="absolute left-0 right-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {showList
          ? shown.map((option, index) => (
              // Options are not focusable in this pattern: the input keeps focus and points at the active
              // one with aria-activedescendant, and its own key handler does what a click does.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                // Keeps focus in the input, so the list stays open and the keyboard keeps working.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-start gap-2 px-3 py-1.5 text-slate-900 dark:text-slate-100",
                  index === activeIndex && "bg-blue-50 dark:bg-slate-800",
                )}
              >
                <span aria-hidden="true" className="w-4 shrink-0 text-blue-700 dark:text-blue-300">
                  {option.value === value ? "✓" : ""}
                </span>
                <span className="min-w-0">
                  <span className="block truncate">{option.label}</span>
                  {option.description ? (
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </div>
            ))
          : null}
      </div>
      {/* Always mounted, so screen readers announce its changes. */}
      <p
        role="status"
        className={
          showList && (loading || shown.length === 0)
            ? "mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
            : "sr-only"
        }
      >
        {showList && loading ? <Spinner size="sm" /> : null}
        {status}
      </p>
    </div>
  );
}

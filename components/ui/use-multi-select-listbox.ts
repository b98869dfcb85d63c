"use client";

import { type FocusEvent, type KeyboardEvent, useRef, useState } from "react";
import type { SelectOption } from "./select";

/** A row of the multi-select's list: an option, or "Create “text”" for a text no option matches. */
export type MultiSelectItem = { kind: "option"; option: SelectOption } | { kind: "create"; text: string };

export interface MultiSelectListboxInput {
  options: SelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  onCreate?: (text: string) => Promise<SelectOption>;
  itemLabel: string;
}

/**
 * The multi-select's state and keyboard: the typed filter, the open list and its active row, and
 * creating a new option. Arrow keys move, Enter toggles (never submitting the form), Backspace on an
 * empty box removes the last choice, Escape closes the list only; focus leaving the group closes it.
 */
export function useMultiSelectListbox({ options, value, onChange, onCreate, itemLabel }: MultiSelectListboxInput) {
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
  const items: MultiSelectItem[] = matches.map((option) => ({ kind: "option", option }));
  if (onCreate && text && !exact) {
    items.push({ kind: "create", text });
  }
  const activeIndex = Math.min(active, items.length - 1);

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

  const choose = (item: MultiSelectItem | undefined) => {
    if (item?.kind === "option") {
      toggle(item.option.value);
    } else if (item?.kind === "create") {
      void create(item.text);
    }
  };

  const remove = (selected: string) => {
    onChange(value.filter((item) => item !== selected));
    inputRef.current?.focus();
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

  const onType = (next: string) => {
    setQuery(next);
    setOpen(true);
    setActive(0);
    setCreateError(null);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpen(false);
      setQuery("");
    }
  };

  return {
    inputRef,
    query,
    open,
    openList: () => setOpen(true),
    items,
    activeIndex,
    setActive,
    creating,
    createError,
    choose,
    remove,
    onType,
    onKeyDown,
    onBlur,
  };
}

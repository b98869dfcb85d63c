"use client";

import { useId } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid } from "./cn";
import { MultiSelectChips } from "./multi-select-chips";
import { MultiSelectOptions } from "./multi-select-options";
import type { SelectOption } from "./select";
import { useMultiSelectListbox } from "./use-multi-select-listbox";

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

/**
 * A multi-select combobox (WAI-ARIA combobox with a listbox popup): type to filter, arrow keys to
 * move, Enter to toggle, Backspace on an empty box removes the last choice, Escape closes. Chosen
 * values show as removable chips; with `onCreate`, an unknown text can be added as a new option.
 */
export function MultiSelect(props: MultiSelectProps) {
  const { options, value, itemLabel } = props;
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const listbox = useMultiSelectListbox(props);
  const { items, activeIndex } = listbox;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const labelOf = (selected: string) => options.find((option) => option.value === selected)?.label ?? selected;
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  const showList = listbox.open && !props.disabled;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole group (input, chips, list) closes the list
    <div className={cn("relative space-y-2", props.className)} onBlur={listbox.onBlur}>
      <MultiSelectChips
        value={value}
        labelOf={labelOf}
        itemLabel={itemLabel}
        disabled={props.disabled}
        onRemove={listbox.remove}
      />
      <input
        ref={listbox.inputRef}
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
        value={listbox.query}
        onChange={(event) => listbox.onType(event.target.value)}
        onClick={listbox.openList}
        onKeyDown={listbox.onKeyDown}
        className={cn(controlBase, "h-9 w-full px-3", invalid ? controlBorderInvalid : controlBorder)}
      />
      {showList ? (
        <MultiSelectOptions
          id={listId}
          itemLabel={itemLabel}
          items={items}
          value={value}
          activeIndex={activeIndex}
          optionId={optionId}
          loading={props.loading}
          creating={listbox.creating}
          onChoose={listbox.choose}
          onHover={listbox.setActive}
        />
      ) : null}
      {listbox.createError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {listbox.createError}
        </p>
      ) : null}
    </div>
  );
}

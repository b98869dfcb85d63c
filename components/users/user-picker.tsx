"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn, controlBase, controlBorder, focusRing } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { type User, userDisplayName, useUsers } from "@/lib/web/hooks/users";
import { useUsersByIds } from "@/lib/web/hooks/users-by-ids";

export interface UserPickerProps {
  label: string;
  /** cbuser_ IDs of the chosen users. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** At most one user: choosing replaces the current one. */
  single?: boolean;
  description?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 200;
const RESULT_LIMIT = 20;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function Chip({ id, user, onRemove, disabled }: { id: string; user?: User; onRemove: () => void; disabled?: boolean }) {
  const name = user ? userDisplayName(user) : id;
  return (
    <li className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pl-2 pr-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <span title={user?.email}>{name}</span>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${name}`}
        className={cn(
          "rounded px-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700",
          focusRing,
        )}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Chooses organization users by name or email: a combobox whose listbox searches GET /v1/users?search=,
 * with the chosen users as removable chips. Arrow keys move, Enter chooses, Escape closes, Backspace
 * in an empty box removes the last chip.
 */
export function UserPicker({ label, value, onChange, single = false, description, disabled }: UserPickerProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text, SEARCH_DELAY_MS);

  const results = useUsers({ limit: RESULT_LIMIT, offset: 0, search }, { enabled: open && !disabled });
  // Until the typed text has been searched, the list shows the previous results: Enter must not pick from them.
  const isStale = text.trim() !== search.trim() || results.isPlaceholderData;
  const options = results.data?.items ?? [];
  const chosen = useUsersByIds(value);
  const selected = new Set(value);

  const choose = (user: User) => {
    if (single) {
      onChange(selected.has(user.id) ? [] : [user.id]);
      setOpen(false);
    } else {
      onChange(selected.has(user.id) ? value.filter((id) => id !== user.id) : [...value, user.id]);
    }
    setText("");
    setActive(0);
    inputRef.current?.focus();
  };
  const remove = (id: string) => {
    onChange(value.filter((other) => other !== id));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = options[Math.min(active, options.length - 1)];
      if (option && !isStale) {
        choose(option);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;
  let status: string | null = null;
  if (open && (results.isPending || (isStale && text.trim() !== ""))) {
    status = "Searching…";
  } else if (open && results.isError) {
    status = results.error.message;
  } else if (open && options.length === 0) {
    status = search.trim() ? `No users match “${search.trim()}”.` : "No users yet.";
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label={`Chosen: ${label}`} className="flex flex-wrap gap-1.5">
          {value.map((id, index) => (
            <Chip key={id} id={id} user={chosen[index]?.data} onRemove={() => remove(id)} disabled={disabled} />
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? `${listboxId}-${activeOption.id}` : undefined}
          aria-describedby={descriptionId}
          placeholder="Search by name or email"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(controlBase, controlBorder, "h-9 w-full px-3")}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-multiselectable={single ? undefined : true}
          hidden={!open || options.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {options.map((user, index) => {
            const isSelected = selected.has(user.id);
            return (
              <div
                key={user.id}
                tabIndex={-1}
                id={`${listboxId}-${user.id}`}
                role="option"
                aria-selected={isSelected}
                // Keep focus in the input: choosing happens on mousedown, before the blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(user);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5",
                  user.id === activeOption?.id && "bg-blue-50 dark:bg-slate-800",
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate text-slate-900 dark:text-slate-100">{userDisplayName(user)}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
                </span>
                {isSelected ? (
                  <span aria-hidden="true" className="text-blue-700 dark:text-blue-400">
                    ✓
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        {/* Always mounted, so screen readers announce its changes. */}
        <p
          role="status"
          className={status ? "mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" : "sr-only"}
        >
          {status === "Searching…" ? <Spinner size="sm" /> : null}
          {status ?? (open ? `${options.length} user${options.length === 1 ? "" : "s"} found.` : "")}
        </p>
      </div>
    </div>
  );
}

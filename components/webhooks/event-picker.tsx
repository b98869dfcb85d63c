"use client";

import { useEffect, useId, useRef } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { webhookEventLabel, webhookResourceLabel } from "@/lib/web/labels/webhooks";
import { type EventGroup, eventGroups, groupState, toggleEvent, toggleGroup } from "./event-groups";

const groups = eventGroups();

/** A group's select-all box; `indeterminate` (some chosen) is announced as mixed. */
function GroupBox({ group, selected, onChange }: EventPickerProps & { group: EventGroup }) {
  const ref = useRef<HTMLInputElement>(null);
  const state = groupState(group, selected);
  useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = state === "some";
    }
  }, [state]);
  return (
    <Checkbox
      ref={ref}
      label={`All ${webhookResourceLabel(group.resource).toLowerCase()}`}
      checked={state === "all"}
      onChange={() => onChange(toggleGroup(group, selected))}
    />
  );
}

export interface EventPickerProps {
  selected: readonly string[];
  onChange: (events: string[]) => void;
}

/** The catalog's events by resource, each group with a select-all box. */
export function EventPicker({ selected, onChange }: EventPickerProps) {
  const baseId = useId();
  return (
    <div className="grid max-h-72 gap-3 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800">
      {groups.map((group) => {
        const headingId = `${baseId}-${group.resource}`;
        return (
          <fieldset key={group.resource} className="min-w-0 space-y-1" aria-labelledby={headingId}>
            <span id={headingId} className="sr-only">
              {webhookResourceLabel(group.resource)}
            </span>
            <GroupBox group={group} selected={selected} onChange={onChange} />
            <div className="space-y-1 pl-6">
              {group.events.map((event) => (
                <Checkbox
                  key={event}
                  label={webhookEventLabel(event)}
                  title={event}
                  checked={selected.includes(event)}
                  onChange={(change) => onChange(toggleEvent(event, change.target.checked, selected))}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

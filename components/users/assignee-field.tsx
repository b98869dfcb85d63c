"use client";

import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { UserPicker } from "./user-picker";

/** A form's one assignee: the user picker bound to a `string[]` field, with that field's error under it. */
export function AssigneeField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <UserPicker label="Assignee" single value={field.value} onChange={field.onChange} />
          {fieldState.error?.message ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}

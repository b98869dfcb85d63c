"use client";

import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { UserPicker } from "@/components/users/user-picker";
import { errorMessage } from "./form-errors";

export interface PersonnelFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form's user-ID-array fields, each with its label. */
  fields: { name: Path<Values>; label: string; description?: string }[];
}

/** A people picker per personnel field (risk analysts, relationship owners, watchers), errors shown under each. */
export function PersonnelFields<Values extends FieldValues>({ control, fields }: PersonnelFieldsProps<Values>) {
  return (
    <>
      {fields.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => {
            const message = errorMessage(fieldState.error);
            return (
              <div>
                <UserPicker label={label} description={description} value={field.value} onChange={field.onChange} />
                {message ? (
                  <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          }}
        />
      ))}
    </>
  );
}

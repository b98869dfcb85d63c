import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "./cn";

/** Props FormField wires onto its control. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Error text, e.g. `errors.name?.message`; shown with role="alert" and marks the control invalid. */
  error?: string;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  /** One control element (props are merged in), or a function receiving the props to spread. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/**
 * Label + control + description + inline error, with id/aria wiring:
 * `<FormField label="Name" error={errors.name?.message}><Input {...register("name")} /></FormField>`
 */
export function FormField({ label, description, error, required, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  const control: FieldControlProps = {
    id: controlId,
    "aria-describedby": [descriptionId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
  };

  let content: ReactNode;
  if (typeof children === "function") {
    content = children(control);
  } else if (isValidElement(children)) {
    const own = children.props["aria-describedby"];
    content = cloneElement(children, {
      ...control,
      "aria-describedby": [own, control["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    });
  } else {
    content = children;
  }

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}
      {content}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

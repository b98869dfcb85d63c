import { createElement, type ReactNode } from "react";

/** A column's header or cell template: a render function (rendered as a component) or a value. */
export function renderTemplate<Props extends object>(template: unknown, props: Props): ReactNode {
  return typeof template === "function"
    ? createElement(template as (props: Props) => ReactNode, props)
    : (template as ReactNode);
}

import { Fragment, type ReactNode } from "react";

/** A text of the site with {name} placeholders filled by elements (a link, a phone number); other braces stay as written. */
export function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && Object.hasOwn(values, name) ? values[name] : part}</Fragment>;
  });
}

import type { SVGProps } from "react";
import { cx } from "@/lib/cx";
import { iconPaths, type IconName } from "@/lib/icons";

export interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

/**
 * A decorative line icon: the text beside it carries the meaning. Its stroke is set by the class `icon`
 * (app/globals.css) rather than on each <svg>: a page of cards repeats it dozens of times, in the HTML and the payload.
 */
export function Icon({ name, size = 24, className, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={cx("icon", className)} aria-hidden="true" {...props}>
      <path d={iconPaths[name]} />
    </svg>
  );
}

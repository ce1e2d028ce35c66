// The Element Timing attribute (https://wicg.github.io/element-timing/), which React passes through as is.
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}

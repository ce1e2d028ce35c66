import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found";

/**
 * The English not-found page, copied to out/404.html after the build (scripts/not-found.mjs): with a root layout per
 * language, Next's own 404.html has no layout to render this page in.
 */
export const metadata = notFoundMetadata("en");

export default function Page() {
  return <NotFoundPage locale="en" />;
}

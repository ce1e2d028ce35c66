import "@testing-library/jest-dom";

// The site's clock (lib/clock.ts) pinned to the spec's season: no test depends on the day it runs.
process.env.SITE_TODAY = "2025-10-01";
// The tests' own frozen copy of the content (lib/content/dir.mjs): staff change content/, never the tests' data.
process.env.CONTENT_DIR = "e2e/fixtures/content";

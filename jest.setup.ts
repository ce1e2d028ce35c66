import "@testing-library/jest-dom";

// The site's clock (lib/clock.ts) pinned to the spec's season: no test depends on the day it runs.
process.env.SITE_TODAY = "2025-10-01";
// The tests' own frozen copy of the content (lib/content/dir.mjs): staff change content/, never the tests' data.
process.env.CONTENT_DIR = "e2e/fixtures/content";
// Content read as a build reads it (npm run build): a mistake against the calendar is a note, not an error
// (lib/reporting/problems.ts: draftLevel); the tests of a draft's check set "draft".
process.env.CONTENT_CHECK = "published";

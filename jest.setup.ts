import "@testing-library/jest-dom";

// The site's clock (lib/clock.ts) pinned to the spec's season: no test depends on the day it runs.
process.env.SITE_TODAY = "2025-10-01";

// html-validate over every page of out/ (`npm run test:static`). Each departure from the recommended preset says why.
/** @type {import("html-validate").ConfigData} */
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],
  // The one accepted deviation: styled-components' server rendering writes each component's CSS as a <style>
  // right before it, in <body>. Allowed where flow content is (as the W3C checker does, with its own message), never
  // inside phrasing content (a heading, <p>, <span>, <strong>): there the checker refuses it, so a styled component
  // may not sit inside text. Every other content model is still checked.
  elements: ["html5", { style: { flow: true } }],
  rules: {
    // Style, not validity: React writes charSet/noModule in camelCase, async="" and <meta/>, all valid HTML.
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "void-style": "off",
    // Our markup never writes style="…"; Headless UI's focus guard does, and the CSP allows inline styles.
    "no-inline-style": "off",
    // React's useId writes ids like "_R_abc_"; relaxed still requires a non-empty id without whitespace.
    "valid-id": ["error", { relaxed: true }],
    // ARIA 1.2 lets any role named from author take aria-label (e.g. the roadmap's list).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Phone links have class "tel", styled white-space: nowrap, so the number stays plain and dialable.
    "tel-non-breaking": ["error", { ignoreClasses: ["tel"] }],
    // A title's length is a search-engine preference, not validity, and staff write the titles: a long Spanish role
    // name must not stop a publish.
    "long-title": "off",
  },
};

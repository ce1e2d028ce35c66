import nextJest from "next/jest.js";

/** next/jest wires SWC, loads next.config.mjs and .env files, and mocks styles/images. */
const createJestConfig = nextJest({ dir: "./" });

/**
 * The front-matter reader (vfile-matter), the MDX compiler and the unified packages under them are published as ES
 * modules only: jest, which runs CommonJS here, has SWC compile them like the site's own code.
 */
const ESM_ONLY = [
  "vfile-matter",
  "@mdx-js/mdx",
  "collapse-white-space",
  "estree-walker",
  "markdown-extensions",
  "recma-.+",
  "rehype-recma",
  "esast-util-.+",
  "escape-string-regexp",
  "fault",
  "unified",
  "bail",
  "trough",
  "devlop",
  "is-plain-obj",
  "vfile",
  "vfile-message",
  "remark-.+",
  "micromark",
  "micromark-.+",
  "mdast-util-.+",
  "hast-util-.+",
  "unist-util-.+",
  "estree-util-.+",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "character-entities",
  "character-entities-.+",
  "character-reference-invalid",
  "decode-named-character-reference",
  "parse-entities",
  "stringify-entities",
  "is-alphabetical",
  "is-alphanumerical",
  "is-decimal",
  "is-hexadecimal",
  "ccount",
  "longest-streak",
  "zwitch",
  "trim-lines",
  "html-url-attributes",
  "@ungap/structured-clone",
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  // One suite per core: jest's default (cores − 1) runs one suite at a time on 2 cores.
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Exported for `import` only: jest resolves `require`.
    "^estree-walker$": "<rootDir>/node_modules/estree-walker/src/index.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: [
    "<rootDir>/e2e/",
    "<rootDir>/out/",
    "<rootDir>/out-",
    "<rootDir>/.next/",
    "<rootDir>/node_modules/",
    "<rootDir>/.wrangler/",
  ],
  modulePathIgnorePatterns: ["<rootDir>/out/", "<rootDir>/out-", "<rootDir>/.next/", "<rootDir>/.wrangler/"],
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"],
  };
};
export default jestConfig;

import nextJest from "next/jest.js";

/** next/jest wires SWC, loads next.config.mjs and .env files, and mocks styles/images. */
const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["<rootDir>/e2e/", "<rootDir>/out/", "<rootDir>/out-", "<rootDir>/.next/", "<rootDir>/node_modules/"],
  modulePathIgnorePatterns: ["<rootDir>/out/", "<rootDir>/out-", "<rootDir>/.next/"],
};

export default createJestConfig(config);

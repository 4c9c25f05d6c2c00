// ESLint flat config. Besides the usual rules it enforces the import direction of docs/ARCHITECTURE.md:
// contracts and engine import nothing internal; citymodel may import engine; analysis imports contracts, engine
// and citymodel; server imports the packages;
// web imports contracts and engine; nothing imports an app.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const internal = (...allowed) => {
  const all = ["contracts", "engine", "citymodel", "analysis", "server", "web", "e2e"];
  const forbidden = all.filter((name) => !allowed.includes(name));
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: forbidden
              .map((name) => `@soracity/${name}`)
              .concat(forbidden.map((n) => `@soracity/${n}/*`)),
            message: "Imports only go downhill (see docs/ARCHITECTURE.md).",
          },
          {
            regex: "^(\\.\\./)+(apps|packages)/",
            message: "Import workspace packages by name (@soracity/...), never by relative path.",
          },
        ],
      },
    ],
  };
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "data/**", "**/coverage/**", "apps/e2e/artifacts/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  { files: ["packages/contracts/**"], rules: internal() },
  { files: ["packages/engine/**"], rules: internal() },
  { files: ["packages/citymodel/**"], rules: internal("engine") },
  { files: ["packages/analysis/**"], rules: internal("contracts", "engine", "citymodel") },
  { files: ["apps/server/**"], rules: internal("contracts", "engine", "citymodel", "analysis") },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...internal("contracts", "engine"), ...reactHooks.configs.recommended.rules },
  },
  { files: ["apps/e2e/**"], rules: internal("contracts") },
);

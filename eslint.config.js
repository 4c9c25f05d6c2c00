// ESLint flat config. Besides the usual rules it enforces the import direction of docs/ARCHITECTURE.md:
// contracts and engine import nothing internal; citymodel may import engine; analysis imports contracts, engine
// and citymodel; server imports the packages;
// web imports contracts and the engine's pure subpaths; nothing imports an app.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
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

/**
 * The server's layering (docs/ARCHITECTURE.md, "How the server is organised"): routes -> services ->
 * repositories, one way. Routes import no repository; a module reaches another module through its service,
 * never its repository, except the access module's AccessRepository, which is that module's API (one read that
 * resolves the caller's role, used by every resource's service).
 */
const serverLayer = (pattern) => {
  const [level, options] = internal("contracts", "engine", "citymodel", "analysis")["no-restricted-imports"];
  return { "no-restricted-imports": [level, { patterns: [...options.patterns, pattern] }] };
};
const otherModulesRepository = {
  regex: "^\\.\\./(?!access/)[^/]+/[^/]+\\.repository$",
  message: "Call the other module's service, not its repository (see docs/ARCHITECTURE.md).",
};
const anyRepository = {
  regex: "\\.repository$",
  message: "Routes call services; only services call repositories (see docs/ARCHITECTURE.md).",
};

/**
 * The web's imports: the contracts, and of the engine only its pure subpaths (modules that load nothing but
 * units), never the engine itself (worker pools, pngjs, d3-contour).
 */
const webImports = () => {
  const [level, options] = internal("contracts", "engine")["no-restricted-imports"];
  const [direction, ...rest] = options.patterns;
  const engine = {
    regex: "^@soracity/engine(?!/(units|geometry|clock|colours)$)",
    message: direction.message,
  };
  return { "no-restricted-imports": [level, { patterns: [direction, engine, ...rest] }] };
};

const typed = ["**/*.ts", "**/*.tsx"];

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "data/**", "**/coverage/**", "apps/e2e/artifacts/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules on every TypeScript file, through the project service (each file's own tsconfig).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typed })),
  {
    files: typed,
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts", "plugins/reearth/vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      // Fastify handlers, job handlers and interface implementations are async by contract, with or without an
      // await inside; the rule would only turn them into Promise.resolve() noise.
      "@typescript-eslint/require-await": "off",
      // react-hook-form's handleSubmit(...) and event handlers returning promises are fine as JSX attributes.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // react-router's loaders throw data(...) responses for the error boundary on purpose.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "react-router", name: "DataWithResponseInit" }] },
      ],
    },
  },
  {
    // Tests read API answers with `res.json()` (typed `any` by light-my-request and fetch) and check their shape
    // with expect(); the unsafe-any rules would only add casts there. Source files keep them.
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.e2e.ts", "apps/e2e/**", "**/test/**", "**/bench/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
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
    // Module code other than SQL (repositories, query parts), wiring (which builds other modules) and tests.
    files: ["apps/server/src/modules/**/*.ts"],
    ignores: ["**/*.repository.ts", "**/*.query.ts", "**/*.wiring.ts", "**/*.test.ts"],
    rules: serverLayer(otherModulesRepository),
  },
  { files: ["apps/server/src/**/*.routes.ts"], rules: serverLayer(anyRepository) },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...webImports(), ...reactHooks.configs.recommended.rules },
  },
  // Accessibility of the web app's JSX (labels, roles, alt texts, keyboard handlers); MUI components render
  // accessible markup themselves, the rules check our own DOM elements.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ["apps/web/**/*.tsx"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI fields and buttons that take the focus when their dialog opens follow the WAI-ARIA dialog pattern
      // (focus moves into the dialog); plain DOM elements still may not autofocus.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  { files: ["apps/e2e/**"], rules: internal("contracts") },
);

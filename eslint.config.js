// Lint: typescript-eslint's recommended rules and the boundaries of the architecture, so that the
// arrows of the design hold by machine, not by discipline (see the README's "How it is built").
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverOnly = { group: ["**/*.server", "**/*.server.*"], allowTypeImports: true, message: "Browser code imports no runtime code from *.server modules." };
const noSimulator = {
  group: ["**/simulator", "**/simulator/**", "#simulator/*"],
  message: "The portal reaches the simulator only over the operator API, through contracts.",
};
const noFixtureInternals = {
  group: ["**/fixtures/**", "#fixtures/*", "!#fixtures/places"],
  message: "The portal uses only the shared fixtures it has an alias for (#fixtures/places).",
};

/**
 * A text is looked up when it is shown, never when its module loads (once, in English, whatever the request's language):
 * `t`, or a page's second catalogue imported as `t` and one letter (`tw`).
 */
const lookUpWhenShown = {
  selector: "CallExpression[callee.name=/^t[a-z]?$/]:not(:function CallExpression)",
  message: "Look texts up when they are shown, not when the module loads: the language is the request's (wrap the text in a function).",
};

/**
 * State reset by an effect (`useEffect(() => setOpen(x), [deps])`) is also reset once after hydration's
 * commit, taking back what a tap on a slow phone had just opened: useResetState resets it in render.
 */
const stateResetMessage =
  "Reset state with useResetState (app/components/use-reset-state.ts), not in an effect: the effect also runs after hydration and undoes a tap.";
const noStateResetInEffect = [
  {
    selector: "CallExpression[callee.name='useEffect'] > ArrowFunctionExpression[body.type='CallExpression'][body.callee.name=/^set[A-Z]/]",
    message: stateResetMessage,
  },
  {
    selector:
      "CallExpression[callee.name='useEffect'] > ArrowFunctionExpression > BlockStatement[body.length=1] > ExpressionStatement > CallExpression[callee.name=/^set[A-Z]/]",
    message: stateResetMessage,
  },
];

/** A layer that imports, of the portal, only the modules named (and the contracts), never the simulator. */
const importsOnly = (allowed, message) => ({
  "no-restricted-imports": [
    "error",
    { patterns: [noSimulator, noFixtureInternals, { group: ["~/*", ...allowed.map((name) => `!${name}`)], allowTypeImports: true, message }] },
  ],
});

export default tseslint.config(
  { ignores: ["build/**", ".build*/**", "node_modules/**", ".cache/**", "test-results/**", "playwright-report/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": ["error", lookUpWhenShown, ...noStateResetInEffect],
    },
  },
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { console: "readonly", process: "readonly" } },
    rules: {
      "no-undef": "off", // TypeScript checks names.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty-pattern": "off", // Playwright fixtures take ({}, use).
    },
  },
  {
    // Contracts are the shared layer: they import only zod and each other.
    files: ["contracts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!zod(/|$)|\\./)", message: "Contracts import only zod and other contracts." }] }] },
  },
  {
    // Server modules and routes of the portal: no simulator, only the aliased fixtures.
    files: ["app/**/*.server.ts", "app/routes/**/*.{ts,tsx}", "app/entry.server.tsx", "app/root.tsx"],
    ignores: ["app/operator/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noSimulator, noFixtureInternals] }] },
  },
  {
    // Browser code: also no runtime code of *.server modules.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/routes/**", "app/entry.server.tsx", "app/root.tsx", "app/operator/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noSimulator, noFixtureInternals, serverOnly] }] },
  },
  {
    // The operator layer knows no area: only its own modules, settings, the common messages, the request security checks
    // (app/security, which knows no area either), the operations' metrics and circuits (app/operations) and contracts.
    files: ["app/operator/**/*.{ts,tsx}"],
    rules: importsOnly(["~/operator", "~/env.server", "~/i18n", "~/security", "~/operations"], "app/operator imports no area (areas import the operator)."),
  },
  {
    // Operations (metrics, health, the circuit breaker) are measured by every layer and know none: only the settings.
    files: ["app/operations/**/*.{ts,tsx}"],
    rules: importsOnly(["~/env.server"], "app/operations imports no other part of the portal."),
  },
  {
    // Every loader and action enters the operator through withOperator (app/operator/route.server.ts).
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration > FunctionDeclaration[id.name=/^(loader|action)$/]",
          message: "Write `export const loader = withOperator(async ({ request, op }) => ...)`: the one entry to the operator.",
        },
        {
          selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^(loader|action)$/]:not([init.callee.name='withOperator'])",
          message: "Loaders and actions are made with withOperator (app/operator/route.server.ts).",
        },
        lookUpWhenShown,
        ...noStateResetInEffect,
      ],
    },
  },
  {
    // The unit project shares one module graph per worker (vitest.config.ts, isolate: false): what one file mocks,
    // stubs or resets would reach the files after it, so such tests belong in tests/integration (isolated).
    files: ["tests/unit/**/*.{ts,tsx}", "tests/contract/**/*.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "resetModules", "stubEnv", "stubGlobal", "useFakeTimers", "setSystemTime"].map((property) => ({
          object: "vi",
          property,
          message: "Unit and contract tests share modules (vitest.config.ts): a test that mocks, stubs or resets goes in tests/integration.",
        })),
      ],
    },
  },
);

// ESLint flat config. Correctness rules only: the formatter (Prettier) owns the layout, so no
// stylistic rule here. DESIGN.md §3's import directions are enforced as zones, and cycles refused.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each layer of DESIGN.md §3 and the layers it must not import from. */
const layers = {
  'src/domain': ['src/app', 'src/screens', 'src/components', 'src/api', 'src/pdf', 'src/steps', 'machines', 'server'],
  machines: ['src/app', 'src/screens', 'src/components', 'src/api', 'src/pdf', 'src/steps', 'server'],
  // A step describes a screen for the screen, the server and the summary alike: pure, so the server can run it.
  'src/steps': ['src/app', 'src/screens', 'src/components', 'src/api', 'src/pdf', 'server'],
  'src/components': ['src/app', 'src/screens', 'src/api', 'src/pdf', 'src/steps', 'server'],
  'src/screens': ['src/app', 'src/api', 'src/pdf', 'server'],
  'src/api': ['src/app', 'src/screens', 'src/components', 'src/pdf', 'src/steps', 'server'],
  'src/pdf': ['src/app', 'src/screens', 'src/components', 'src/api', 'machines', 'server'],
  // The server may import the statechart: a save's completeness is the machine's own path (docs/decisions.md).
  server: ['src/app', 'src/screens', 'src/components', 'src/api'],
};
const zones = Object.entries(layers).flatMap(([target, forbidden]) =>
  forbidden.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message: `${target} must not import from ${from} (DESIGN.md §3: imports point one way).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'reports/',
      '.stryker-tmp/',
      'node_modules/',
      'src/domain/openapi.gen.ts',
      'tests/build/fixtures/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Resolution is the compiler's job (`npm run typecheck`); the resolver would only repeat it, slower.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // CommonJS packages such as ajv export their class both as default and by name.
      'import-x/no-named-as-default': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The two classic rules of hooks. The React Compiler's rules (v7's "recommended") are left out:
    // the app does not use the compiler, and they flag what is correct without it.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `autoFocus` on our own components is a prop with its own meaning, not the DOM attribute.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Test bodies are real HTTP answers and fixtures, typed loosely on purpose.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The statechart and the steps are pure TypeScript: no React, no fetch client (DESIGN.md §3, §4).
    files: ['machines/**/*.ts', 'src/steps/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'machines/ and src/steps/ never import React: the app follows the machine and renders the steps.' },
            { name: 'formik', message: "src/steps/ hold the rules and mappings; the form is the screen's." },
            { name: 'fastify', message: 'src/steps/ run on the server and in the browser alike.' },
            { name: 'openapi-fetch', message: 'machines/ never calls the API: actors are provided to it.' },
          ],
        },
      ],
    },
  },
);

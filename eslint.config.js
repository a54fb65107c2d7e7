import js from '@eslint/js';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

import dataAccess from './scripts/eslint/data-access.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.bench-dist/',
      'node_modules/',
      'coverage/',
      'data/',
      'src/database/migrations/**',
      'tools/',
      'test/client/openapi.d.ts',
      'src/metadata.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one passed where a callback's result is
    // ignored (an async handler on an event emitter), loses its errors.
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // One import order everywhere, kept by --fix: packages, then parent folders, then siblings.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  {
    // Data access (the entity manager, repositories, query builders, the data source's own methods)
    // only in *.queries.ts and src/database/: every query sits where its workspace scope is written.
    files: ['src/**/*.ts'],
    ignores: [
      'src/database/**',
      'src/**/*.queries.ts',
      'src/**/*.spec.ts',
      // The query kit every *.queries.ts uses: the workspace scope and the list engine.
      'src/common/workspace-scope.ts',
      'src/common/workspace-resources.ts',
      'src/common/list-query/**',
    ],
    plugins: { local: { rules: { 'data-access': dataAccess } } },
    rules: { 'local/data-access': 'error' },
  },
  {
    // Tests read JSON bodies of arbitrary shape.
    files: ['test/**/*.ts', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

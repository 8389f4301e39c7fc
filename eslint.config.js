import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The pure core works on plain data: no file system, network, processes or runner.
    files: ['src/record/**', 'src/doc/**', 'src/check/**', 'src/sign/**', 'src/profile/**', 'src/ledger/**', 'src/taskset/**', 'src/gate/**', 'src/replay/**', 'src/signals/**', 'src/report/**', 'src/otel/**', 'src/attest/**', 'src/bar/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:net', 'node:http', 'node:https', 'node:child_process', '@actions/*'],
              message: 'The core works on plain data: do I/O in an edge module (src/io, src/pipeline, src/cli, src/action).',
            },
            {
              // The edges, from any depth of the core (src/signals/ocp/ imports ../../io/ too).
              regex: '^(\\.\\.?/)+(io|cli|action|pipeline|github|web)(/|$)',
              message: 'The core works on plain data: do I/O in an edge module (src/io, src/pipeline, src/cli, src/action).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests index into data they just built; asserting presence is the point.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-dynamic-delete': 'off' },
  },
);

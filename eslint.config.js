import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What the pure core may not import: I/O, and (but for the crypto port's Node
// runtime) node:crypto, which the core reaches through src/crypto/index.ts.
const NO_IO = {
  group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:net', 'node:http', 'node:https', 'node:child_process', '@actions/*'],
  message: 'The core works on plain data: do I/O in an edge module (src/io, src/pipeline, src/cli, src/action).',
};
const NO_EDGES = {
  // The edges, from any depth of the core (src/signals/ocp/ imports ../../io/ too).
  regex: '^(\\.\\.?/)+(io|cli|action|pipeline|github|web)(/|$)',
  message: 'The core works on plain data: do I/O in an edge module (src/io, src/pipeline, src/cli, src/action).',
};
const NO_NODE_CRYPTO = {
  regex: '^(node:)?crypto$',
  message: 'The core calls the crypto port (src/crypto/index.ts), which runs on node:crypto or, in verify.html, on WebCrypto.',
};

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
    files: [
      'src/record/**',
      'src/doc/**',
      'src/check/**',
      'src/sign/**',
      'src/profile/**',
      'src/ledger/**',
      'src/taskset/**',
      'src/gate/**',
      'src/replay/**',
      'src/signals/**',
      'src/report/**',
      'src/otel/**',
      'src/attest/**',
      'src/bar/**',
      'src/crypto/**',
      'src/text/**',
      'src/import/**',
      'src/zip/**',
      'src/policy/**',
      'src/export/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_IO, NO_EDGES, NO_NODE_CRYPTO] }] },
  },
  {
    // The crypto port's Node runtime is the one core file on node:crypto.
    files: ['src/crypto/node.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_IO, NO_EDGES] }] },
  },
  {
    // Tests index into data they just built; asserting presence is the point.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-dynamic-delete': 'off' },
  },
);

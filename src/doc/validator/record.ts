// The record schema's validator, a module of its own (the others are validator/*.ts beside
// it) because esbuild splits a bundle by module, not by export: the build
// (scripts/standalone-validators.mjs) makes this file import only the code
// compiled ahead of time for these schemas, so a chunk holds the validators
// its callers use and no other. Outside dist/ it is ../validators.ts's.
export { recordValidator } from '../validators.js';

// The record schema's validator alone (./validators.ts): dist/ carries each
// validator's code, compiled ahead of time, in the chunk of what calls it.
export { recordValidator } from './validators.js';

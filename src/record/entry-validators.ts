// The validators of measure and decision entries alone (./validators.ts):
// dist/ carries each validator's code, compiled ahead of time, in the chunk of
// what calls it.
export { decisionValidator, measureValidator } from './validators.js';

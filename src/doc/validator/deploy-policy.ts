// The deploy policy schema's validator, a module of its own (see ./profile.ts):
// a bundle chunk holds the validators its callers use and no other.
export { deployPolicyValidator } from '../validators.js';

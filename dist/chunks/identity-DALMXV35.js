import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  GITHUB_ACTIONS_ISSUER,
  describeSigner,
  identityMismatch,
  identityPolicy
} from "./chunk-QZA6O76R.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  GITHUB_ACTIONS_ISSUER,
  describeSigner,
  identityMismatch,
  identityPolicy
};

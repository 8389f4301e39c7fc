import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-6F5Z3VNN.js";
import "./chunk-JEC3K5MY.js";
import "./chunk-3HO3IK5M.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readPrivateKey,
  readPublicKeys
};

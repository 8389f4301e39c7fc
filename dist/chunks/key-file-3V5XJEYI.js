import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-Z5IY5I6X.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readPrivateKey,
  readPublicKeys
};

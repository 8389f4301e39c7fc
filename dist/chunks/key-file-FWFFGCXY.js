import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-XXKQGM5E.js";
import "./chunk-AMF72PHS.js";
import "./chunk-RNNNK2KU.js";
import "./chunk-IDCMMKND.js";
import "./chunk-4XSZKK7O.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-FXVQAL6E.js";
export {
  readPrivateKey,
  readPublicKeys
};

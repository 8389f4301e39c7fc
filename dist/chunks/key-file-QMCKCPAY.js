import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readPrivateKey,
  readPublicKeys
} from "./chunk-IAHC4UHP.js";
import "./chunk-PGNWOCAG.js";
import "./chunk-VFDMYA56.js";
import "./chunk-5ZQ4MBHU.js";
import "./chunk-7Z4E2WSP.js";
import "./chunk-FXVQAL6E.js";
export {
  readPrivateKey,
  readPublicKeys
};

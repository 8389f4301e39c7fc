import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  keyVerifier,
  notASignature,
  verifyDetached,
  verifyRecord
} from "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";
export {
  keyVerifier,
  notASignature,
  verifyDetached,
  verifyRecord
};

import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  keyVerifier,
  verifyRecord
} from "./chunk-VQW7IRQN.js";
import "./chunk-67OW4UT5.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-FXVQAL6E.js";
export {
  keyVerifier,
  verifyRecord
};

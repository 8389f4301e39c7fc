import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readBaseline,
  statsBeside,
  statsContext
} from "./chunk-5IWUM3M4.js";
import "./chunk-QABMOKKH.js";
import "./chunk-4XM7V2MX.js";
import "./chunk-STKYN4C7.js";
import "./chunk-BCRS6DZD.js";
import "./chunk-IDSE4RHR.js";
import "./chunk-6LQBS75Z.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-VQW7IRQN.js";
import "./chunk-67OW4UT5.js";
import "./chunk-FOZFEZOV.js";
import "./chunk-RO7NX6EI.js";
import "./chunk-KH667CWY.js";
import "./chunk-43YYPHQA.js";
import "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";
export {
  readBaseline,
  statsBeside,
  statsContext
};

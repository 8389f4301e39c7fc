import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readSignals
} from "./chunk-Q5T3QQH5.js";
import "./chunk-LG445KVJ.js";
import "./chunk-32R52CTD.js";
import "./chunk-D4DQYK6W.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-QYDK5XCU.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";
export {
  readSignals
};

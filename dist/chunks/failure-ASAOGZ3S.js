import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  describeFailure,
  httpStatus
} from "./chunk-KJL4ST7C.js";
import "./chunk-FXVQAL6E.js";
export {
  describeFailure,
  httpStatus
};

import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-DQU47NJ7.js";
import "./chunk-FXVQAL6E.js";
export default require_dist();

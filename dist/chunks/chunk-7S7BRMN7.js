import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/doc/text.ts
function toJsonText(value) {
  return `${JSON.stringify(value, null, 2)}
`;
}
function isYamlPath(file) {
  return /\.ya?ml$/i.test(file);
}
async function toRecordText(value, yaml) {
  return yaml ? (await import("./write-66HQIC35.js")).toYamlText(value) : toJsonText(value);
}

export {
  isYamlPath,
  toRecordText
};

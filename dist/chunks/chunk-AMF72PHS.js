import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/io/read-capped.ts
async function readCapped(body, max) {
  if (body === null || body === void 0) return new Uint8Array(0);
  if (body instanceof ArrayBuffer) return body.byteLength > max ? void 0 : new Uint8Array(body);
  const chunks = [];
  let total = 0;
  const reader = body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => void 0);
      return void 0;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export {
  readCapped
};

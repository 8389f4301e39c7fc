import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/report/page.ts
var utf16Units = (s) => s.length;
var SEP = "\n\n";
function renderBlock(b) {
  if (b.kind === "text") return b.text;
  if (b.kind === "list") return b.items.join("\n");
  return [...b.header, ...b.rows].join("\n");
}
function renderSection(s, blocks) {
  return [...s.open === void 0 ? [] : [s.open], ...blocks, ...s.close === void 0 ? [] : [s.close]].join(SEP);
}
function partial(s, room, size) {
  const frame = size(renderSection(s, []));
  let used = frame;
  const out = [];
  const done = () => out.length === 0 ? void 0 : renderSection(s, out);
  for (const b of s.blocks) {
    const whole = renderBlock(b);
    const sep = size(SEP);
    if (used + sep + size(whole) <= room) {
      out.push(whole);
      used += sep + size(whole);
      continue;
    }
    if (b.kind === "text") {
      out.push(s.dropped);
      return used + sep + size(s.dropped) <= room ? done() : void 0;
    }
    const lines = b.kind === "table" ? b.rows : b.items;
    const head = b.kind === "table" ? b.header : [];
    const noteFor = (n) => `${SEP}${b.more(n)}`;
    let budget = room - used - sep - size(head.join("\n")) - size(noteFor(lines.length)) - (head.length ? 1 : 0);
    let keep = 0;
    for (const line of lines) {
      const cost = size(line) + 1;
      if (cost > budget) break;
      budget -= cost;
      keep++;
    }
    if (keep === 0) {
      if (used + sep + size(b.more(lines.length)) <= room) out.push(b.more(lines.length));
      return done();
    }
    out.push([...head, ...lines.slice(0, keep)].join("\n") + noteFor(lines.length - keep));
    return done();
  }
  return done();
}
function fitPage(sections, limit, size) {
  const out = [];
  let used = 0;
  let cutting = false;
  const sep = size(SEP);
  for (const [i, s] of sections.entries()) {
    const reserve = sections.slice(i + 1).reduce((n, t) => n + sep + size(t.dropped), 0);
    const lead = out.length === 0 ? 0 : sep;
    if (!cutting) {
      const whole = renderSection(s, s.blocks.map(renderBlock));
      if (used + lead + size(whole) + reserve <= limit) {
        out.push(whole);
        used += lead + size(whole);
        continue;
      }
      cutting = true;
      const part = partial(s, limit - used - lead - reserve, size);
      const text = part ?? s.dropped;
      if (used + lead + size(text) + reserve <= limit) {
        out.push(text);
        used += lead + size(text);
      }
      continue;
    }
    if (used + lead + size(s.dropped) <= limit) {
      out.push(s.dropped);
      used += lead + size(s.dropped);
    }
  }
  return out.join(SEP);
}

export {
  utf16Units,
  renderBlock,
  fitPage
};

// OTLP/JSON attribute values in their typed form: stringValue, boolValue,
// intValue (a string, since int64 outgrows JSON numbers), doubleValue.

export type AttrValue = string | number | boolean;

export interface OtlpKeyValue {
  key: string;
  value?: { stringValue?: string; boolValue?: boolean; intValue?: string | number; doubleValue?: number | string };
}

export function attrValue(kv: OtlpKeyValue): AttrValue | undefined {
  const v = kv.value;
  if (!v) return undefined;
  if (typeof v.stringValue === 'string') return v.stringValue;
  if (typeof v.boolValue === 'boolean') return v.boolValue;
  if (v.intValue !== undefined) {
    const n = Number(v.intValue);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (v.doubleValue !== undefined) {
    const n = Number(v.doubleValue);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** The attributes of a span or event as a map (the last of a repeated key wins, as in OTel). */
export function attrs(list: unknown): Map<string, AttrValue> {
  const out = new Map<string, AttrValue>();
  if (!Array.isArray(list)) return out;
  for (const kv of list as OtlpKeyValue[]) {
    if (!kv || typeof kv.key !== 'string') continue;
    const v = attrValue(kv);
    if (v !== undefined) out.set(kv.key, v);
  }
  return out;
}

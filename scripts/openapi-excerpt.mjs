// Writes test/fixtures/github-openapi.json: the operations of GitHub's REST
// API this project calls, excerpted from GitHub's OpenAPI description (as the
// npm package @octokit/openapi publishes it, MIT), so a test can check every
// request the loopback fake receives against the real operation's shape
// without shipping the 70 MB description.
//   npm pack @octokit/openapi && tar xzf octokit-openapi-*.tgz
//   node scripts/openapi-excerpt.mjs package/generated/api.github.com.deref.json [webhooks.json]
// With the webhooks description (npm pack @octokit/openapi-webhooks:
// package/generated/api.github.com.json), it also writes
// test/fixtures/github-webhooks.json: the payloads and headers of the webhook
// events the protection rule server takes.
import { readFileSync, writeFileSync } from 'node:fs';

const OPERATIONS = [
  ['get', '/user'],
  ['get', '/repos/{owner}/{repo}'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['get', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'],
  ['get', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}/approvals'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/commits'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/timeline'],
  ['get', '/repos/{owner}/{repo}/actions/runs'],
  ['get', '/repos/{owner}/{repo}/attestations/{subject_digest}'],
  ['get', '/repos/{owner}/{repo}/branches/{branch}'],
  ['get', '/repos/{owner}/{repo}/contents/{path}'],
  ['get', '/repos/{owner}/{repo}/git/trees/{tree_sha}'],
  ['post', '/app/installations/{installation_id}/access_tokens'],
  ['post', '/repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule'],
  ['post', '/repos/{owner}/{repo}/check-runs'],
  ['patch', '/repos/{owner}/{repo}/check-runs/{check_run_id}'],
];
/** Webhook events (the description's names) the protection rule server takes. */
const WEBHOOKS = ['deployment-protection-rule-requested'];

const [file, webhooksFile] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/openapi-excerpt.mjs path/to/api.github.com.deref.json');
const spec = JSON.parse(readFileSync(file, 'utf8'));

/** A schema cut to what a shape check needs: type, enum, required, and properties three levels down. `refs`: where a $ref points (the webhooks description is not dereferenced). */
function shape(s, depth = 0, refs = undefined) {
  if (!s) return undefined;
  if (s.$ref && refs) return shape(refs(s.$ref), depth, refs);
  if (s.allOf)
    return shape(
      Object.assign(
        {},
        ...s.allOf.map((x) => ({ ...(refs && x.$ref ? refs(x.$ref) : x), properties: { ...((refs && x.$ref ? refs(x.$ref) : x).properties ?? {}) } })),
      ),
      depth,
      refs,
    );
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return { anyOf: alt.map((x) => shape(x, depth, refs)) };
  const out = {};
  if (s.type !== undefined) out.type = s.type;
  if (s.nullable) out.nullable = true;
  if (s.enum) out.enum = s.enum;
  if (s.type === 'object' && s.properties && depth < 3) {
    if (s.required) out.required = s.required;
    out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, shape(v, depth + 1, refs)]));
  }
  if (s.type === 'array' && s.items && depth < 3) out.items = shape(s.items, depth + 1, refs);
  return out;
}

const operations = OPERATIONS.map(([method, path]) => {
  const op = spec.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in the description`);
  const ok = Object.entries(op.responses).find(([code]) => /^2/.test(code));
  return {
    method: method.toUpperCase(),
    path,
    operationId: op.operationId,
    parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: shape(p.schema) })),
    ...(op.requestBody ? { requestBody: shape(op.requestBody.content['application/json']?.schema) } : {}),
    responses: Object.keys(op.responses),
    ...(ok?.[1].content?.['application/json'] ? { success: { status: ok[0], schema: shape(ok[1].content['application/json'].schema) } } : {}),
  };
});

writeFileSync(
  'test/fixtures/github-openapi.json',
  `${JSON.stringify({ source: `GitHub's REST API OpenAPI description ${spec.info.version} (api.github.com), via @octokit/openapi; MIT License, Copyright (c) 2020 Octokit contributors`, apiVersion: '2022-11-28', operations }, null, 1)}\n`,
);
console.log(`test/fixtures/github-openapi.json: ${operations.length} operations`);

if (webhooksFile) {
  const hooks = JSON.parse(readFileSync(webhooksFile, 'utf8'));
  const refs = (ref) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o, k) => o[k], hooks);
  const events = WEBHOOKS.map((name) => {
    const op = hooks.webhooks[name]?.post;
    if (!op) throw new Error(`webhook ${name} is not in the description`);
    return {
      name,
      event: op['x-github']?.subcategory ?? name,
      headers: op.parameters.filter((p) => p.in === 'header').map((p) => ({ name: p.name, required: Boolean(p.required) })),
      payload: shape(op.requestBody.content['application/json'].schema, 0, refs),
    };
  });
  writeFileSync(
    'test/fixtures/github-webhooks.json',
    `${JSON.stringify({ source: `GitHub's webhooks OpenAPI description ${hooks.info.version} (api.github.com), via @octokit/openapi-webhooks; MIT License, Copyright (c) 2020 Octokit contributors`, events }, null, 1)}\n`,
  );
  console.log(`test/fixtures/github-webhooks.json: ${events.length} events`);
}

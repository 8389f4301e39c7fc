// The bar's files at a commit, through GitHub's REST contents API
// (GET /repos/{owner}/{repo}/contents/{path}?ref=SHA; needs `contents: read`).
// A file comes base64-encoded in JSON up to 1 MB; above that GitHub sends
// encoding "none" and the bytes only with the raw media type (up to 100 MB).
// Globs are expanded over the commit's tree (GET /repos/{owner}/{repo}/git/trees/SHA?recursive=1, the same permission).
import { BarSourceError, checkoutSource, fromRoot, insideRoot, type BarSource } from '../io/bar-source.js';
import { resolve } from 'node:path';
import { MAX_TEXT_BYTES } from '../io/read-text.js';
import type { Octokit } from './client.js';
import { describeFailure, httpStatus } from './failure.js';

interface ContentFile {
  type?: string;
  encoding?: string;
  content?: string;
  size?: number;
}

export function contentsSource(octokit: Octokit, repo: { owner: string; repo: string }, sha: string, root: string): BarSource {
  const short = sha.slice(0, 12);
  let tree: Promise<string[]> | undefined;
  const listAll = async (): Promise<string[]> => {
    let data: { tree?: { path?: string; type?: string }[]; truncated?: boolean };
    try {
      ({ data } = (await octokit.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', {
        owner: repo.owner,
        repo: repo.repo,
        tree_sha: sha,
        recursive: '1',
      })) as { data: typeof data });
    } catch (e) {
      throw new BarSourceError(
        'ERR_INPUT_READ',
        `the tree of commit ${short} cannot be read through GitHub's git trees API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``,
        { file: '.' },
      );
    }
    // A truncated tree would leave files out of a glob: the bar would look smaller than it is.
    if (data.truncated)
      throw new BarSourceError(
        'ERR_INPUT_TOO_LARGE',
        `the tree of commit ${short} is too large for GitHub's git trees API; check out with fetch-depth: 0 so git expands the globs`,
        { file: '.' },
      );
    return (data.tree ?? []).flatMap((e) => (e.type === 'blob' && typeof e.path === 'string' ? (fromRoot(e.path, root) ?? []) : []));
  };
  return {
    ref: sha,
    label: `commit ${short}`,
    list: async (folder) => {
      if (insideRoot(folder, root) === undefined && resolve(folder) !== resolve(root)) return undefined;
      const all = await (tree ??= listAll());
      const prefix = folder === '' || folder === '.' ? '' : `${folder.replace(/\/+$/, '')}/`;
      return all.filter((f) => f.startsWith(prefix));
    },
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(path, root);
      // Outside the repository: in no commit, a file of the runner (as gitSource reads it).
      if (rel === undefined) return checkoutSource().read(path, what, maxBytes);
      const fail = (e: unknown) =>
        new BarSourceError(
          'ERR_INPUT_READ',
          `cannot be read at commit ${short} through GitHub's contents API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``,
          { file: path },
        );
      const route = 'GET /repos/{owner}/{repo}/contents/{path}';
      const params = { owner: repo.owner, repo: repo.repo, path: rel, ref: sha };
      let data: unknown;
      try {
        ({ data } = await octokit.request(route, params));
      } catch (e) {
        if (httpStatus(e) === 404) return undefined;
        throw fail(e);
      }
      if (Array.isArray(data)) throw new BarSourceError('ERR_INPUT_READ', `is a folder at commit ${short}, expected a ${what}`, { file: path });
      const f = data as ContentFile;
      if (f.type !== 'file')
        throw new BarSourceError('ERR_INPUT_READ', `is a ${f.type ?? 'thing'} at commit ${short}, expected a ${what} file`, { file: path });
      if (typeof f.size === 'number' && f.size > maxBytes)
        throw new BarSourceError('ERR_INPUT_TOO_LARGE', `is ${f.size} bytes at commit ${short}; a ${what} is at most ${maxBytes}`, { file: path });
      if (f.encoding === 'base64' && typeof f.content === 'string') return Buffer.from(f.content, 'base64');
      // Over 1 MB: the raw bytes, asked for with the raw media type.
      let raw: unknown;
      try {
        ({ data: raw } = await octokit.request(route, { ...params, mediaType: { format: 'raw' } }));
      } catch (e) {
        throw fail(e);
      }
      const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw instanceof ArrayBuffer ? Buffer.from(raw) : undefined;
      if (!bytes) throw new BarSourceError('ERR_INPUT_READ', `came back from GitHub's contents API in a form aqr does not read`, { file: path });
      if (bytes.length > maxBytes)
        throw new BarSourceError('ERR_INPUT_TOO_LARGE', `is over ${maxBytes} bytes at commit ${short}; a ${what} is at most that`, { file: path });
      return bytes;
    },
  };
}

// The REST client as the action holds it: the same calls as createClient's,
// but octokit and its plugins (dist/action/github-client.cjs) are loaded
// when the first call is made, not when a token is merely given. Runners always give one; most runs on a push never call.
// Only the calls are given, not what hangs on them (request.defaults,
// graphql.endpoint ...): nothing in the project uses those.
import type { Octokit } from './client.js';

type Args<F> = F extends (...args: infer A) => unknown ? A : never;

export function lazyClient(token: string, log: (m: string) => void): Octokit {
  let loading: Promise<Octokit> | undefined;
  const client = () => (loading ??= import('./client.js').then((m) => m.createClient(token, log)));
  const paginate = async (...args: Args<Octokit['paginate']>) => (await client()).paginate(...args);
  const iterator = (...args: Args<Octokit['paginate']['iterator']>) => ({
    async *[Symbol.asyncIterator]() {
      yield* (await client()).paginate.iterator(...args);
    },
  });
  const graphql = async (...args: Args<Octokit['graphql']>) => (await client()).graphql(...args);
  return {
    request: (async (...args: Args<Octokit['request']>) => (await client()).request(...args)) as unknown as Octokit['request'],
    paginate: Object.assign(paginate, { iterator }) as unknown as Octokit['paginate'],
    graphql: graphql as unknown as Octokit['graphql'],
  };
}

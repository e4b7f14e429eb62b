import { createHash, createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gitBlobSha } from '../content/gitBlob.ts';

/**
 * A loopback fake of the GitHub REST endpoints the git-host content store uses, holding one
 * repository in memory: refs, flat trees, blobs, commits, pull requests (files, merge), commit
 * statuses and check runs, and the App installation-token exchange. Octokit is pointed at it with
 * `baseUrl`, so the real client code runs and nothing leaves the machine. Answers follow GitHub's
 * documented shapes and status codes for the cases the store meets (404, 409, 405, 422).
 */

type Tree = Map<string, string>; // path → blob sha

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: 'open' | 'closed';
  merged: boolean;
  mergedAt: string | null;
  mergeCommitSha: string | null;
}

export interface FakeStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  target_url?: string;
}

export interface FakeCheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | null;
  details_url?: string;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  branch?: string;
  /** The files of the first commit on the default branch. */
  files?: Record<string, string | Uint8Array>;
  /** A token the API accepts (fine-grained token auth). */
  token?: string;
  /** An App's public key (PEM): installation tokens are issued for JWTs it verifies. */
  appPublicKey?: string;
}

export interface FakeGitHub {
  baseUrl: string;
  owner: string;
  repo: string;
  /** Every request received, as `METHOD /path`. */
  requests: string[];
  branchHead(branch: string): string | undefined;
  /** The files at a branch's head, as text. */
  filesAt(branch: string): Record<string, string>;
  commit(sha: string): Commit | undefined;
  pulls: FakePull[];
  setStatuses(sha: string, statuses: FakeStatus[]): void;
  setCheckRuns(sha: string, runs: FakeCheckRun[]): void;
  /**
   * The next `count` API requests answer like GitHub's secondary rate limit: 403 with a
   * `retry-after` of `retryAfterSeconds` (or 429 when asked).
   */
  busy(count: number, options?: { status?: 403 | 429; retryAfterSeconds?: number }): void;
  /** Commits straight to a branch, as a developer pushing would. */
  push(branch: string, files: Record<string, string | null>, message?: string): string;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const bytesOf = (value: string | Uint8Array) =>
  typeof value === 'string' ? new TextEncoder().encode(value) : value;

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'firm';
  const repo = options.repo ?? 'site';
  const defaultBranch = options.branch ?? 'main';
  const blobs = new Map<string, Uint8Array>();
  const trees = new Map<string, Tree>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>(); // branch → commit sha
  const pulls: FakePull[] = [];
  const statuses = new Map<string, FakeStatus[]>();
  const checkRuns = new Map<string, FakeCheckRun[]>();
  const issuedTokens = new Set<string>(options.token ? [options.token] : []);
  const requests: string[] = [];
  let busyLeft = 0;
  let busyAnswer = { status: 403, retryAfterSeconds: 0 };
  let clock = Date.parse('2026-01-01T00:00:00Z');

  const putBlob = (bytes: Uint8Array) => {
    const sha = gitBlobSha(bytes);
    blobs.set(sha, bytes);
    return sha;
  };
  const putTree = (tree: Tree) => {
    const sha = sha1(`tree ${JSON.stringify([...tree].sort())}`);
    trees.set(sha, tree);
    return sha;
  };
  const putCommit = (fields: Omit<Commit, 'sha'>) => {
    const sha = sha1(`commit ${JSON.stringify(fields)} ${commits.size}`);
    commits.set(sha, { sha, ...fields });
    return sha;
  };
  const now = () => new Date((clock += 1000)).toISOString();
  const treeOf = (commitSha: string) => trees.get(commits.get(commitSha)!.tree)!;

  function ancestors(sha: string): string[] {
    const seen: string[] = [];
    const queue = [sha];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.includes(next)) continue;
      seen.push(next);
      queue.push(...commits.get(next)!.parents);
    }
    return seen;
  }
  const mergeBase = (a: string, b: string) => {
    const ofB = new Set(ancestors(b));
    return ancestors(a).find((sha) => ofB.has(sha))!;
  };
  function diff(from: Tree, to: Tree) {
    const changes: { filename: string; status: string; sha: string | null }[] = [];
    for (const [path, sha] of to) {
      if (!from.has(path)) changes.push({ filename: path, status: 'added', sha });
      else if (from.get(path) !== sha) changes.push({ filename: path, status: 'modified', sha });
    }
    for (const path of from.keys()) {
      if (!to.has(path)) changes.push({ filename: path, status: 'removed', sha: null });
    }
    return changes.sort((a, b) => a.filename.localeCompare(b.filename));
  }

  function push(branch: string, files: Record<string, string | null>, message = 'Push'): string {
    const parent = refs.get(branch);
    const tree = new Map(parent ? treeOf(parent) : []);
    for (const [path, text] of Object.entries(files)) {
      if (text === null) tree.delete(path);
      else tree.set(path, putBlob(bytesOf(text)));
    }
    const sha = putCommit({
      tree: putTree(tree),
      parents: parent ? [parent] : [],
      message,
      author: { name: 'Developer', email: 'dev@example.com', date: now() },
    });
    refs.set(branch, sha);
    return sha;
  }

  const initialTree = new Map<string, string>();
  for (const [path, value] of Object.entries(options.files ?? {})) {
    initialTree.set(path, putBlob(bytesOf(value)));
  }
  refs.set(
    defaultBranch,
    putCommit({
      tree: putTree(initialTree),
      parents: [],
      message: 'Initial commit',
      author: { name: 'Developer', email: 'dev@example.com', date: now() },
    }),
  );

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      send(res, status, { message, documentation_url: 'https://docs.github.com/rest' });
    });
  });

  function send(res: ServerResponse, status: number, body?: unknown) {
    if (status === 204) {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  function authorise(req: IncomingMessage, pathname: string) {
    const header = req.headers.authorization ?? '';
    const credential = header.replace(/^(token|bearer)\s+/i, '');
    if (pathname.startsWith('/app/')) {
      if (!options.appPublicKey || !verifyJwt(credential, options.appPublicKey)) {
        throw new HttpError(401, 'A JSON web token could not be decoded');
      }
      return;
    }
    if (!issuedTokens.has(credential)) throw new HttpError(401, 'Bad credentials');
  }

  const pullJson = (pull: FakePull) => ({
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
    head: { ref: pull.head, sha: refs.get(pull.head) ?? null },
    base: { ref: pull.base, sha: refs.get(pull.base) ?? null },
    merged: pull.merged,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeCommitSha,
  });

  const commitJson = (commit: Commit) => ({
    sha: commit.sha,
    tree: { sha: commit.tree },
    parents: commit.parents.map((sha) => ({ sha })),
    message: commit.message,
    author: commit.author,
    committer: commit.author,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const pathname = decodeURIComponent(url.pathname);
    const method = req.method ?? 'GET';
    requests.push(`${method} ${pathname}`);
    if (busyLeft > 0) {
      busyLeft--;
      res.writeHead(busyAnswer.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'retry-after': String(busyAnswer.retryAfterSeconds),
      });
      res.end(
        JSON.stringify({
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          documentation_url: 'https://docs.github.com/rest',
        }),
      );
      return;
    }
    authorise(req, pathname);

    let match = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(pathname);
    if (match && method === 'POST') {
      const token = `ghs_fake_${issuedTokens.size}`;
      issuedTokens.add(token);
      const expires = new Date(Date.now() + 3600_000).toISOString();
      return send(res, 201, {
        token,
        expires_at: expires,
        permissions: {},
        repository_selection: 'selected',
      });
    }

    if (pathname === '/graphql' && method === 'POST')
      return send(res, 200, graphql(await readJson(req)));

    const prefix = `/repos/${owner}/${repo}`;
    if (!pathname.startsWith(`${prefix}/`)) throw new HttpError(404, 'Not Found');
    const route = pathname.slice(prefix.length);

    if ((match = /^\/git\/ref\/heads\/(.+)$/.exec(route)) && method === 'GET') {
      const sha = refs.get(match[1]!);
      if (!sha) throw new HttpError(404, 'Not Found');
      return send(res, 200, { ref: `refs/heads/${match[1]}`, object: { sha, type: 'commit' } });
    }
    if (route === '/git/refs' && method === 'POST') {
      const body = await readJson(req);
      const branch = String(body.ref).replace(/^refs\/heads\//, '');
      if (refs.has(branch)) throw new HttpError(422, 'Reference already exists');
      if (!commits.has(String(body.sha))) throw new HttpError(422, 'Object does not exist');
      refs.set(branch, String(body.sha));
      return send(res, 201, {
        ref: `refs/heads/${branch}`,
        object: { sha: body.sha, type: 'commit' },
      });
    }
    if ((match = /^\/git\/refs\/heads\/(.+)$/.exec(route))) {
      const branch = match[1]!;
      const current = refs.get(branch);
      if (!current) throw new HttpError(422, 'Reference does not exist');
      if (method === 'DELETE') {
        refs.delete(branch);
        return send(res, 204);
      }
      if (method === 'PATCH') {
        const body = await readJson(req);
        const sha = String(body.sha);
        if (!commits.has(sha)) throw new HttpError(422, 'Object does not exist');
        if (!body.force && !ancestors(sha).includes(current)) {
          throw new HttpError(422, 'Update is not a fast forward');
        }
        refs.set(branch, sha);
        return send(res, 200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } });
      }
    }
    if ((match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(route)) && method === 'GET') {
      const commit = commits.get(match[1]!);
      if (!commit) throw new HttpError(404, 'Not Found');
      return send(res, 200, commitJson(commit));
    }
    if ((match = /^\/git\/trees\/(.+)$/.exec(route)) && method === 'GET') {
      // Like GitHub, a tree is found by its own id, a commit's id or a branch name.
      const named = refs.get(match[1]!) ?? match[1]!;
      const tree = trees.get(named) ?? (commits.has(named) ? treeOf(named) : undefined);
      if (!tree) throw new HttpError(404, 'Not Found');
      // Flat: blobs only (GitHub also lists the folders as "tree" entries; the store skips them).
      const entries = [...tree].map(([path, sha]) => ({
        path,
        mode: '100644',
        type: 'blob',
        sha,
        size: blobs.get(sha)!.byteLength,
      }));
      return send(res, 200, { sha: match[1], tree: entries, truncated: false });
    }
    if ((match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(route)) && method === 'GET') {
      const bytes = blobs.get(match[1]!);
      if (!bytes) throw new HttpError(404, 'Not Found');
      const content = Buffer.from(bytes).toString('base64');
      return send(res, 200, { sha: match[1], size: bytes.byteLength, encoding: 'base64', content });
    }
    if (route === '/git/blobs' && method === 'POST') {
      const body = await readJson(req);
      const encoding = body.encoding === 'base64' ? 'base64' : 'utf8';
      const sha = putBlob(new Uint8Array(Buffer.from(String(body.content), encoding)));
      return send(res, 201, { sha, url: `${prefix}/git/blobs/${sha}` });
    }
    if (route === '/git/trees' && method === 'POST') {
      const body = await readJson(req);
      const base = body.base_tree ? trees.get(String(body.base_tree)) : new Map<string, string>();
      if (!base) throw new HttpError(422, 'Invalid base_tree');
      const tree = new Map(base);
      for (const entry of body.tree as { path: string; sha: string | null; type: string }[]) {
        if (entry.sha === null) tree.delete(entry.path);
        else if (!blobs.has(entry.sha)) throw new HttpError(422, `Invalid sha for ${entry.path}`);
        else tree.set(entry.path, entry.sha);
      }
      return send(res, 201, { sha: putTree(tree), truncated: false });
    }
    if (route === '/git/commits' && method === 'POST') {
      const body = await readJson(req);
      const author = (body.author as Commit['author'] | undefined) ?? {
        name: 'App',
        email: 'app@example.com',
        date: now(),
      };
      if (!trees.has(String(body.tree))) throw new HttpError(422, 'Invalid tree');
      const sha = putCommit({
        tree: String(body.tree),
        parents: (body.parents as string[]) ?? [],
        message: String(body.message),
        author: { ...author, date: author.date ?? now() },
      });
      return send(res, 201, commitJson(commits.get(sha)!));
    }
    if (route === '/pulls' && method === 'GET') {
      const head = url.searchParams.get('head')?.replace(`${owner}:`, '');
      const base = url.searchParams.get('base');
      const state = url.searchParams.get('state') ?? 'open';
      const found = pulls
        .filter((pull) => (state === 'all' ? true : pull.state === state))
        .filter((pull) => (head ? pull.head === head : true))
        .filter((pull) => (base ? pull.base === base : true))
        .sort((a, b) => b.number - a.number);
      return send(res, 200, found.map(pullJson));
    }
    if (route === '/pulls' && method === 'POST') {
      const body = await readJson(req);
      const head = String(body.head).replace(`${owner}:`, '');
      if (!refs.has(head)) throw new HttpError(422, 'Validation Failed: head');
      if (pulls.some((pull) => pull.state === 'open' && pull.head === head)) {
        throw new HttpError(422, `A pull request already exists for ${owner}:${head}.`);
      }
      const pull: FakePull = {
        number: pulls.length + 1,
        title: String(body.title),
        body: String(body.body ?? ''),
        head,
        base: String(body.base),
        state: 'open',
        merged: false,
        mergedAt: null,
        mergeCommitSha: null,
      };
      pulls.push(pull);
      return send(res, 201, pullJson(pull));
    }
    if ((match = /^\/pulls\/(\d+)(\/files|\/merge)?$/.exec(route))) {
      const pull = pulls.find((candidate) => candidate.number === Number(match![1]));
      if (!pull) throw new HttpError(404, 'Not Found');
      const head = refs.get(pull.head);
      const base = refs.get(pull.base)!;
      if (!match[2] && method === 'GET') return send(res, 200, pullJson(pull));
      if (!match[2] && method === 'PATCH') {
        const body = await readJson(req);
        if (typeof body.body === 'string') pull.body = body.body;
        if (typeof body.title === 'string') pull.title = body.title;
        if (body.state === 'closed' && pull.state === 'open') pull.state = 'closed';
        return send(res, 200, pullJson(pull));
      }
      if (match[2] === '/files' && method === 'GET') {
        if (!head) return send(res, 200, []);
        return send(res, 200, diff(treeOf(mergeBase(head, base)), treeOf(head)));
      }
      if (match[2] === '/merge' && method === 'PUT') {
        const body = await readJson(req);
        if (pull.state !== 'open' || !head)
          throw new HttpError(405, 'Pull Request is not mergeable');
        if (body.sha && body.sha !== head) {
          throw new HttpError(409, 'Head branch was modified. Review and try the merge again.');
        }
        // A three-way merge of flat trees; the same path changed on both sides is a conflict.
        const ancestor = treeOf(mergeBase(head, base));
        const ours = treeOf(base);
        const theirs = treeOf(head);
        const merged = new Map(ours);
        for (const change of diff(ancestor, theirs)) {
          if (ours.get(change.filename) !== ancestor.get(change.filename)) {
            throw new HttpError(405, 'Pull Request is not mergeable');
          }
          if (change.sha === null) merged.delete(change.filename);
          else merged.set(change.filename, change.sha);
        }
        const sha = putCommit({
          tree: putTree(merged),
          parents: [base, head],
          message: String(body.commit_title ?? `Merge pull request #${pull.number}`),
          author: { name: 'GitHub', email: 'noreply@github.com', date: now() },
        });
        refs.set(pull.base, sha);
        Object.assign(pull, {
          state: 'closed',
          merged: true,
          mergedAt: now(),
          mergeCommitSha: sha,
        });
        return send(res, 200, { sha, merged: true, message: 'Pull Request successfully merged' });
      }
    }
    if ((match = /^\/compare\/(.+)\.\.\.(.+)$/.exec(route)) && method === 'GET') {
      const base = refs.get(match[1]!) ?? match[1]!;
      const head = refs.get(match[2]!) ?? match[2]!;
      if (!commits.has(base) || !commits.has(head)) throw new HttpError(404, 'Not Found');
      const ancestor = mergeBase(head, base);
      const count = (from: string) =>
        ancestors(from).filter((sha) => !ancestors(ancestor).includes(sha)).length;
      const aheadBy = count(head);
      const behindBy = count(base);
      const aheadCommits = ancestors(head)
        .filter((sha) => !ancestors(ancestor).includes(sha))
        .reverse();
      return send(res, 200, {
        status:
          aheadBy && behindBy ? 'diverged' : aheadBy ? 'ahead' : behindBy ? 'behind' : 'identical',
        base_commit: { sha: base },
        commits: aheadCommits.slice(-250).map((sha) => ({ sha })),
        ahead_by: aheadBy,
        behind_by: behindBy,
        merge_base_commit: { sha: ancestor },
        files: diff(treeOf(ancestor), treeOf(head)),
      });
    }
    if ((match = /^\/commits\/([^/]+)\/(status|check-runs)$/.exec(route)) && method === 'GET') {
      const sha = refs.get(match[1]!) ?? match[1]!;
      if (match[2] === 'status') {
        const list = statuses.get(sha) ?? [];
        const state = list.some((s) => s.state === 'failure' || s.state === 'error')
          ? 'failure'
          : list.length > 0 && list.every((s) => s.state === 'success')
            ? 'success'
            : 'pending';
        return send(res, 200, { sha, state, statuses: list, total_count: list.length });
      }
      const runs = checkRuns.get(sha) ?? [];
      return send(res, 200, { total_count: runs.length, check_runs: runs });
    }
    throw new HttpError(404, 'Not Found');
  }

  /**
   * The one GraphQL query the store sends: blobs by id under aliases
   * (`repository(owner, name) { b0: object(oid: "…") { ... on Blob { text isBinary } } }`).
   */
  function graphql(body: Record<string, unknown>) {
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    if (variables.owner !== owner || variables.name !== repo) {
      return {
        data: { repository: null },
        errors: [{ message: 'Could not resolve to a Repository' }],
      };
    }
    const repository: Record<string, unknown> = {};
    for (const [, alias, oid] of String(body.query).matchAll(
      /(\w+): object\(oid: "([0-9a-f]{40})"\)/g,
    )) {
      const bytes = blobs.get(oid!);
      if (!bytes) {
        repository[alias!] = null;
        continue;
      }
      const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
      const isBinary = bytes.includes(0) || !Buffer.from(text, 'utf8').equals(Buffer.from(bytes));
      repository[alias!] = { text: isBinary ? null : text, isBinary };
    }
    return { data: { repository } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    owner,
    repo,
    requests,
    pulls,
    branchHead: (branch) => refs.get(branch),
    filesAt: (branch) => {
      const head = refs.get(branch);
      if (!head) return {};
      return Object.fromEntries(
        [...treeOf(head)].map(([path, sha]) => [path, new TextDecoder().decode(blobs.get(sha))]),
      );
    },
    commit: (sha) => commits.get(sha),
    setStatuses: (sha, list) => statuses.set(sha, list),
    setCheckRuns: (sha, runs) => checkRuns.set(sha, runs),
    busy: (count, options = {}) => {
      busyLeft = count;
      busyAnswer = {
        status: options.status ?? 403,
        retryAfterSeconds: options.retryAfterSeconds ?? 0,
      };
    },
    push,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An RS256 JSON web token signed by the App's private key (what auth-app sends). */
function verifyJwt(token: string, publicKeyPem: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey(publicKeyPem),
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return false;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
}

import { createHash } from 'node:crypto';

/**
 * A file's version in both stores: its git blob id, the sha-1 of `blob <size>\0` followed by the
 * bytes. It is what `git hash-object` prints and what the git host's API calls a file's `sha`, so a
 * version read from the working tree can be sent to the host unchanged.
 */
export function gitBlobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * Unpacks a function zip (stored or deflated entries, as zip-it-and-ship-it writes them) into
 * `target`, so a check can run what Netlify would run with nothing else around it. No system
 * `unzip` is assumed; ZIP64 archives (over 4 GB or 65,535 files) are refused.
 */
export function extractZip(zipPath: string, target: string): void {
  const zip = readFileSync(zipPath);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error(`${zipPath}: no zip`);
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || at === 0xffffffff) throw new Error(`${zipPath}: ZIP64 is not read`);
  const root = path.resolve(target);
  for (let index = 0; index < entries; index++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`${zipPath}: bad directory`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new Error(`${zipPath}: ${name} leaves the folder`);
    if (name.endsWith('/')) {
      mkdirSync(file, { recursive: true });
      continue;
    }
    if (zip.readUInt32LE(localAt) !== LOCAL_HEADER)
      throw new Error(`${zipPath}: bad entry ${name}`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${zipPath}: ${name} uses method ${method}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, method === 8 ? inflateRawSync(data) : data);
  }
}

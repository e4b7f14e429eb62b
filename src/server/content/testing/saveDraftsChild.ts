/**
 * One of the processes of workingTreeStore.crossProcess.test.ts: its own WorkingTreeStore on the
 * shared folder, saving drafts as fast as it can from an agreed moment on, so the two processes'
 * saves overlap. Prints, as JSON, which saves went through, which found the file taken, and when
 * it began and ended saving.
 * Usage: tsx saveDraftsChild.ts <root> <name> <startAt ms> <count>
 */
import { StaleFileError } from '../contentStore.ts';
import { WorkingTreeStore } from '../workingTreeStore.ts';

const [root, name, startAt, count] = process.argv.slice(2);
const store = new WorkingTreeStore(root!);
const author = { name: `Process ${name}`, email: `${name}@example.com` };
const bytes = (text: string) => new TextEncoder().encode(text);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const began = Date.now();
const saved: string[] = [];
const stale: string[] = [];
await Promise.all(
  Array.from({ length: Number(count) }, async (_, i) => {
    // Each process's own file, and one file both create: only one of them may.
    for (const path of [`src/content/faq/${name}-${i}.yaml`, `src/content/faq/shared-${i}.yaml`]) {
      try {
        await store.saveDraft({
          files: [{ path, bytes: bytes(`question: ${name} ${i}\n`), expectedVersion: null }],
          message: 'Concurrent save',
          author,
        });
        saved.push(path);
      } catch (error) {
        if (!(error instanceof StaleFileError)) throw error;
        stale.push(path);
      }
    }
  }),
);
console.log(JSON.stringify({ saved, stale, began, ended: Date.now() }));

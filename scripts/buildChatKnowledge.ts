import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_MODULE, renderContentPassagesModule } from './chatContentPassages.ts';

/**
 * Build step (runs before `astro build`): writes the chat assistant's passages from src/content
 * into one module the API imports. The module is committed too, so tests and the function bundle
 * work without this step; a unit test fails when it is out of date.
 */
const root = process.cwd();
const target = path.join(root, GENERATED_MODULE);
try {
  const source = await renderContentPassagesModule(root);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  console.log(`Chat knowledge: wrote ${GENERATED_MODULE}`);
} catch (error) {
  console.error(`Chat knowledge: ${(error as Error).message}`);
  process.exit(1);
}

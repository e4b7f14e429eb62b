import { writeContentPassagesModule } from './writeChatPassages.ts';

/** Before any test file loads: the generated chat passages, from the content as it is now. */
export default async function setup(): Promise<void> {
  await writeContentPassagesModule();
}

import { existsSync } from 'node:fs';

/** Local runs read `.env` when present; real environment variables win over it. */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export { pgliteSnapshot as default } from './databaseSnapshot.ts';

export { postgresTemplate as default } from './databaseSnapshot.ts';

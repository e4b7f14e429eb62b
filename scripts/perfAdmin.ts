/** The account scripts/seedManyLeads.ts creates and scripts/measureLeadsPage.ts signs in with. */
export const PERF_ADMIN = {
  name: 'Perf Admin',
  email: 'perf-admin@example.com',
  password: 'perf admin passphrase',
} as const;

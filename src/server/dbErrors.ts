/** PostgreSQL's unique_violation, as node-postgres reports it and as drizzle wraps it (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/** PostgreSQL's exclusion_violation: a booking overlapping another of the same host. */
export function isExclusionViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23P01' || causeCode === '23P01';
}

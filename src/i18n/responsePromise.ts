/**
 * The firm's response promise (src/lib/site.ts, '24-48 hours', '24 hours') as Spanish writes it
 * ('24 a 48 horas', '24 horas'): one rule for the pages, the form, the assistant and the emails.
 */
export function spanishPromise(promise: string): string {
  return promise
    .replace(/^(\d+)-(\d+) hours$/, '$1 a $2 horas')
    .replace(/^(\d+) hours$/, '$1 horas');
}

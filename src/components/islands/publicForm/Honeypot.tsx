import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The spam trap of the public forms: a "website" field people never see or fill in (off-screen and
 * hidden from assistive technology, out of the tab order), which bots tend to fill. The API
 * refuses a request that carries a value.
 */
export function Honeypot({
  id,
  registration,
}: {
  id: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

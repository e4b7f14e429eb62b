import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, once its error has
 * rendered (so a screen reader reads the error with the field), as react-hook-form does for the
 * other admin forms. Call the returned function when the form's own checks or the server refuse.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      wanted.current = false;
      invalid.focus();
    }
  });
  return useCallback(() => {
    wanted.current = true;
  }, []);
}

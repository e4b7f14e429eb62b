import { createContext, useContext } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The entry form for the schema-built inputs. Its own context rather than react-hook-form's
 * FormProvider/Controller/useFieldArray: every react-hook-form export the admin uses grows the
 * chunk /contact downloads (docs/design.md, "Byte budgets").
 */
export const ContentFormContext = createContext<UseFormReturn<FieldValues> | null>(null);

export function useContentForm(): UseFormReturn<FieldValues> {
  const form = useContext(ContentFormContext);
  if (!form) throw new Error('useContentForm() outside a ContentFormContext');
  return form;
}

/** A field's current value and a setter that marks the form changed (what Controller would give). */
export function useFieldValue<T>(name: string): [T, (next: T) => void] {
  const form = useContentForm();
  const value = useWatch({ control: form.control, name }) as T;
  const set = (next: T) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return [value, set];
}

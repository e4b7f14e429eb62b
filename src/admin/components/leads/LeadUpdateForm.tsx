import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../../../lib/domain.ts';
import type { LeadFormValues, LeadUpdateInput } from '../../../lib/schemas/lead.ts';
import { lazyZodResolver } from '../../../lib/forms/lazyResolver.ts';
import { leadQueries, leadsApi, type Lead, type SavedLead } from '../../queries/leads.ts';
import { teamQueries } from '../../queries/team.ts';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';

const validation = lazyZodResolver<LeadFormValues>(() =>
  import('../../../lib/schemas/lead.ts').then((m) => m.leadFormSchema),
);

const UPDATE_FAILED = 'Could not update the lead. Please try again.';
const isStatus = (v: string): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v);

/** The form starts from the lead's current values (an unknown status shows as New). */
const valuesOf = (lead: SavedLead): LeadFormValues => ({
  status: isStatus(lead.status) ? lead.status : 'new',
  assignedTo: lead.assignedTo ?? '',
  notes: lead.notes ?? '',
});

/** `onSaved` runs after a successful save (the dialog closes; the toast confirms it). */
export function LeadUpdateForm({
  lead,
  onCancel,
  onSaved,
}: {
  lead: Lead;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const staff = useQuery(teamQueries.names());
  const form = useForm<LeadFormValues>({
    resolver: validation.resolver,
    defaultValues: valuesOf(lead),
  });
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void validation.preload();
  }, []);

  const save = useMutation({
    mutationFn: (values: LeadFormValues) => {
      const input: LeadUpdateInput = {
        status: values.status,
        notes: values.notes,
        assignedTo: values.assignedTo || null,
      };
      // The first save as contacted records when contact happened; later saves keep that time.
      if (values.status === 'contacted' && !lead.contactedAt) {
        input.contactedAt = new Date().toISOString();
      }
      return leadsApi.update(lead.id, input);
    },
    // The list, the dashboard, this lead and its history all live under the leads root.
    meta: {
      invalidates: [leadQueries.all()],
      errorTitle: 'Update Failed',
      errorFallback: UPDATE_FAILED,
    },
    onSuccess: (updated) => {
      form.reset(valuesOf(updated));
      toast({
        title: 'Lead Updated',
        description: 'Lead status and notes have been updated successfully.',
        variant: 'success',
      });
      onSaved();
    },
  });

  // The button is disabled while saving, which drops keyboard focus to the page; give it back
  // (after a failed save: a successful one closes the dialog).
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !save.isPending) saveButton.current?.focus();
    wasPending.current = save.isPending;
  }, [save.isPending]);

  // While the list loads, the current owner is the one choice, under the same key as in the list:
  // React then keeps that <option> element, so the browser keeps it selected when the rest arrive.
  const owners =
    staff.data ?? (lead.assignedTo ? [{ id: lead.assignedTo, name: 'Current owner' }] : []);

  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="update-lead-heading"
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h3 id="update-lead-heading" className="text-lg font-semibold">
        Update Lead
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...form.register('status')}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Owner"
          error={errors.assignedTo?.message}
          hint={staff.isError ? 'Could not load the staff list.' : undefined}
        >
          <NativeSelect {...form.register('assignedTo')} disabled={staff.isPending}>
            <option value="">Unassigned</option>
            {owners.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea
          rows={4}
          placeholder="Add internal notes about this lead..."
          {...form.register('notes')}
        />
      </FormField>
      <FormFailure error={save.error} fallback={UPDATE_FAILED} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button ref={saveButton} type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toastStore';
import { errorMessage } from '../../../lib/apiRequest';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../../../lib/domain';
import type { LeadFormValues, LeadUpdateInput } from '../../../lib/schemas/lead';
import { lazyZodResolver } from '../../lazyZodResolver';
import { leadQueries, leadsApi, staffQueries, type Lead } from '../../queries/leads';
import { FormField } from '../FormField';

const resolver = lazyZodResolver<LeadFormValues>(() =>
  import('../../../lib/schemas/lead').then((m) => m.leadFormSchema),
);

const isStatus = (v: string): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v);

/** The form starts from the lead's current values (an unknown status shows as New). */
const valuesOf = (lead: Lead): LeadFormValues => ({
  status: isStatus(lead.status) ? lead.status : 'new',
  assignedTo: lead.assignedTo ?? '',
  notes: lead.notes ?? '',
});

export function LeadUpdateForm({ lead, onCancel }: { lead: Lead; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueries.list());
  const form = useForm<LeadFormValues>({ resolver, defaultValues: valuesOf(lead) });
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void resolver.preload();
  }, []);

  const save = useMutation({
    mutationFn: (values: LeadFormValues) => {
      const input: LeadUpdateInput = {
        status: values.status,
        notes: values.notes,
        assignedTo: values.assignedTo || null,
      };
      // Spec section 4: the first save as contacted records when contact happened.
      if (values.status === 'contacted' && !lead.contactedAt) {
        input.contactedAt = new Date().toISOString();
      }
      return leadsApi.update(lead.id, input);
    },
    onSuccess: async (updated) => {
      form.reset(valuesOf(updated));
      // The list, the dashboard, this lead and its history all live under ['leads'].
      await queryClient.invalidateQueries({ queryKey: leadQueries.all() });
      toast({
        title: 'Lead Updated',
        description: 'Lead status and notes have been updated successfully.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Could not update the lead. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  // The button is disabled while saving, which drops keyboard focus to the page; give it back.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !save.isPending) saveButton.current?.focus();
    wasPending.current = save.isPending;
  }, [save.isPending]);

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
            {staff.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            {/* Keep the current owner selectable while the list loads. */}
            {lead.assignedTo && !staff.data && (
              <option value={lead.assignedTo}>Current owner</option>
            )}
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

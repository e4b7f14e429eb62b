import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { leadFiltersToParams, type LeadFilters } from '../../../lib/leadFilters';
import { leadsApi } from '../../queries/leads';

/** Downloads exactly the filtered view: the server applies the same filters as the page. */
export function ExportCsvButton({ filters }: { filters: LeadFilters }) {
  const download = useMutation({
    mutationFn: () => leadsApi.exportCsv(leadFiltersToParams(filters)),
    meta: {
      errorTitle: 'Export Failed',
      errorFallback: 'Could not export leads. Please try again.',
    },
  });
  return (
    <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
      <Download aria-hidden="true" />
      {download.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

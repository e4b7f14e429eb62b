import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/apiRequest.ts';
import { leadFiltersToParams, type LeadFilters } from '../../../lib/leadFilters.ts';
import { leadsApi } from '../../queries/leads.ts';
import { RECEIVED_FROM_ID } from './LeadFiltersBar.tsx';

/**
 * Downloads exactly the filtered view: the server applies the same filters as the page. An export
 * too large to stream (413) is refused with a message saying to narrow the date range; the focus
 * goes to the "Received from" field so the way out is where the person already is.
 */
export function ExportCsvButton({ filters }: { filters: LeadFilters }) {
  const download = useMutation({
    mutationFn: () => leadsApi.exportCsv(leadFiltersToParams(filters)),
    meta: {
      errorTitle: 'Export Failed',
      errorFallback: 'Could not export leads. Please try again.',
    },
  });
  const refusal =
    download.error instanceof ApiError && download.error.status === 413
      ? download.error.serverMessage
      : undefined;
  // After the refusal is on screen (and the button is enabled again), each time it happens.
  useEffect(() => {
    if (refusal) document.getElementById(RECEIVED_FROM_ID)?.focus();
  }, [refusal, download.error]);
  return (
    <div className="grid justify-items-end gap-1">
      {/* Busy, not disabled, while exporting: disabling it under the focus would drop it to <body>. */}
      <Button
        variant="outline"
        onClick={() => !download.isPending && download.mutate()}
        aria-disabled={download.isPending || undefined}
        className={download.isPending ? 'opacity-60' : undefined}
      >
        <Download aria-hidden="true" />
        {download.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      {refusal ? <p className="max-w-xs text-right text-sm text-danger">{refusal}</p> : null}
    </div>
  );
}

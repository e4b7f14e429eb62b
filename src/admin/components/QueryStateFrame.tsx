import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { LoadingState } from './LoadingState';

interface Props {
  /** The page header, shown above the state so the page keeps its title. */
  header: ReactNode;
  /** The page's main query while it is pending or has failed. */
  query: { isPending: boolean; refetch: () => unknown };
  loadingLabel: string;
  errorMessage: string;
}

/** A page's frame while its data loads, or after loading failed (with a way to try again). */
export function QueryStateFrame({ header, query, loadingLabel, errorMessage }: Props) {
  return (
    <div className="grid gap-6">
      {header}
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{errorMessage}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

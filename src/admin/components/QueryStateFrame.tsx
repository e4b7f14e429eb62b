import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { focusAfterAction } from '../focusAfterAction.ts';
import { LoadingState } from './LoadingState.tsx';

interface Props<T> {
  /** The page header, shown above the state so the page keeps its title. */
  header: ReactNode;
  /** The page's main query (a page that renders its content itself passes only the first and last). */
  query: { isPending: boolean; isSuccess?: boolean; data?: T; refetch: () => unknown };
  loadingLabel: string;
  errorMessage: string;
  /**
   * The page's content once the query has data. Given here rather than returned by the page on its
   * own, the header stays mounted from loading to loaded: a dialog opened from it while the data
   * still loads stays open with what was typed, and a filter in it keeps focus as its data reloads.
   */
  children?: (data: T) => ReactNode;
}

/** A page's frame: its header, then the content, the loading state or the failure with a retry. */
export function QueryStateFrame<T>({
  header,
  query,
  loadingLabel,
  errorMessage,
  children,
}: Props<T>) {
  let body: ReactNode;
  if (query.isSuccess && children) body = children(query.data as T);
  else if (query.isPending) body = <LoadingState label={loadingLabel} />;
  else {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{errorMessage}</p>
        <Button
          variant="outline"
          onClick={() => {
            void query.refetch();
            // The alert and this button give way to the page's content: focus goes to the main
            // area the content loads into (as on arriving at a page), not to <body>.
            focusAfterAction(() => document.getElementById('main'));
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {header}
      {body}
    </div>
  );
}

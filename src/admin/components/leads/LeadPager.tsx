import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** "Leads 51–100 of 1234" with Previous and Next; hidden when everything fits on one page. */
export function LeadPager({
  first,
  shown,
  matching,
  onPrevious,
  onNext,
}: {
  /** 1-based position of the first lead shown. */
  first: number;
  shown: number;
  matching: number;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  if (!onPrevious && !onNext) return null;
  return (
    <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={!onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted">
        Leads {first}–{first + shown - 1} of {matching}
      </p>
      <Button variant="outline" onClick={onNext} disabled={!onNext}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

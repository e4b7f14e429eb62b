import { Badge } from '../../../components/ui/badge';
import type { SpanishStatus } from '../../../lib/schemas/contentList';

const LABELS: Record<SpanishStatus, string> = {
  ok: 'Spanish up to date',
  missing: 'Spanish missing',
  'needs-review': 'Spanish needs review',
};

export function SpanishBadge({ status }: { status: SpanishStatus }) {
  return (
    <Badge variant={status === 'ok' ? 'success' : status === 'missing' ? 'destructive' : 'warning'}>
      {LABELS[status]}
    </Badge>
  );
}

import { Badge } from '../../../components/ui/badge.tsx';
import type { SpanishStatus } from '../../../lib/schemas/contentList.ts';

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

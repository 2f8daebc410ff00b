import { cn } from '@/lib/cn';
import type { Notice } from './notices';

/** The line that says what an action did, or why it could not. */
export function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <p
      role="status"
      className={cn(
        'mt-3 rounded-lg px-3 py-2 text-sm font-medium ring-1',
        notice.tone === 'done' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {notice.text}
    </p>
  );
}

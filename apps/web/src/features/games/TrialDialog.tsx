import { lazy, Suspense, useState } from 'react';

const TrialAlert = lazy(() => import('./TrialAlert'));

/**
 * The real-account warning (spec 8 in_need_true_account, with a submit button) shown when a trial account plays.
 * Renders nothing until it first opens; the dialog (Radix AlertDialog) is then fetched as a lazy chunk and stays
 * mounted so its close animation runs. It is a portal overlay: loading it moves nothing in the page.
 */
export function TrialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TrialAlert open={open} onClose={onClose} />
    </Suspense>
  );
}

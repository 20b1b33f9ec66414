import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@playdeck/ui';
import { teamMessages as m } from './messages';

/** Copies `text` to the clipboard; the label turns to "Copied" (announced politely) once done. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setDone(true));
      }}
    >
      <span aria-live="polite">
        {done ? <FormattedMessage {...m.copied} /> : <FormattedMessage {...m.copy} />}
      </span>
    </Button>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Text } from '@playdeck/ui';
import { withdrawMessages as xm, withdrawValues as xv } from './messages';
import * as styles from './wallet.css';

/** Proof image rules (spec 5 and 9): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;

/**
 * Adds picked files to `current` under the proof rules; returns the kept files and the problems (message ids with
 * the file name) of the refused ones.
 */
export function addProofs(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; problems: { kind: 'type' | 'size' | 'count'; name: string }[] } {
  const files = [...current];
  const problems: { kind: 'type' | 'size' | 'count'; name: string }[] = [];
  for (const f of picked) {
    if (!(PROOF_TYPES as readonly string[]).includes(f.type)) problems.push({ kind: 'type', name: f.name });
    else if (f.size > PROOF_MAX_BYTES) problems.push({ kind: 'size', name: f.name });
    else if (files.length >= PROOF_MAX_FILES) problems.push({ kind: 'count', name: f.name });
    else files.push(f);
  }
  return { files, problems };
}

/**
 * A labelled native file picker for proof images (a ui component of its own would be one more for a single use):
 * keeps up to 3 png/jpg files of at most 5 MB, says why a file was refused, lists the kept ones with a remove button
 * each. Keyboard: the input and every remove button are tab stops.
 */
export function ProofPicker({
  files,
  onChange,
  error,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A form-level error (e.g. "Add at least one proof image"). */
  error?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be picked again after removing it
    const r = addProofs(files, picked);
    setProblems(
      r.problems.map((p) =>
        p.kind === 'type'
          ? intl.formatMessage(xv.proofType, { name: p.name })
          : p.kind === 'size'
            ? intl.formatMessage(xv.proofSize, { name: p.name })
            : intl.formatMessage(xm.proofCount),
      ),
    );
    onChange(r.files);
  };
  const messages = [...problems, ...(error ? [error] : [])];
  return (
    <div className={styles.form}>
      <label htmlFor={`${id}-input`}>
        <Text as="span" weight="semibold">
          <FormattedMessage {...xm.proofs} />
        </Text>
      </label>
      <input
        id={`${id}-input`}
        className={styles.fileInput}
        type="file"
        accept={PROOF_TYPES.join(',')}
        multiple
        disabled={files.length >= PROOF_MAX_FILES}
        aria-describedby={`${id}-hint${messages.length ? ` ${id}-errors` : ''}`}
        aria-invalid={messages.length > 0 || undefined}
        onChange={onPick}
      />
      <Text as="p" size="sm" tone="muted" id={`${id}-hint`}>
        <FormattedMessage {...xm.proofHint} />
      </Text>
      {messages.length ? (
        <div id={`${id}-errors`} role="alert">
          {messages.map((m) => (
            <Text key={m} as="p" size="sm" tone="danger">
              {m}
            </Text>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul className={styles.fileList}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={styles.fileItem}>
              <Text as="span" size="sm">
                {f.name}
              </Text>
              <Button
                size="sm"
                variant="ghost"
                type="button"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <FormattedMessage {...xv.removeProof} values={{ name: f.name }} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

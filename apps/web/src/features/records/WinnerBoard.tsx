import { lazy, Suspense, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Spinner, Stack } from '@playdeck/ui';
import { useSeen } from '../../shared/ui/useSeen';
import { winnerMessages } from './winnerMessages';
import * as styles from './WinnerBoard.css';

const WinnerList = lazy(() => import('./WinnerList'));

/**
 * The winner board of the home page (spec 2 "Home page": "Winner board ... also offered"; spec 7 GCSGAME_getRankList;
 * spec 9: 20 entries, amounts with 2 decimals and thousands separators): a titled section whose list
 * ({@link WinnerList}) is loaded, code and call, only when the board comes near the screen (200 px ahead). It sits
 * below the fold, so neither its code nor its call is part of the page's first load (Lighthouse and home JS targets, docs/architecture.md "Targets"
 * budget). `className`: the section's class (the home page renders it only near the viewport).
 */
export function WinnerBoard({ className }: { className?: string } = {}) {
  const intl = useIntl();
  const box = useRef<HTMLElement>(null);
  const seen = useSeen(box, '200px');
  const title = intl.formatMessage(winnerMessages.title);
  const waiting = <Spinner label={intl.formatMessage(winnerMessages.loading)} />;
  return (
    <section ref={box} aria-label={title} className={className}>
      <Stack gap={3}>
        <Heading level={2} size="xl">
          {title}
        </Heading>
        <div className={styles.body}>
          {seen ? (
            <Suspense fallback={waiting}>
              <WinnerList />
            </Suspense>
          ) : (
            waiting
          )}
        </div>
      </Stack>
    </section>
  );
}

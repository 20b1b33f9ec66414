import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Heading, Modal, Stack, Tabs, Text } from '@playdeck/ui';
import { usePromotions, type Promotion } from '../../shared/api/promotions';
import { useBrandDateTime } from '../../shared/format/useMoney';
import { LoadState } from '../../shared/ui/LoadState';
import { visuallyHidden } from '../../shared/ui/visuallyHidden.css';
import { promotionMessages as m, promotionValues as mv } from './messages';
import * as styles from './promotions.css';

/** Value of the "All" tab: not a possible category id (ids are lower-case letters, digits, "-" and "_"). */
export const ALL_CATEGORIES = '*';

/** Intrinsic size of the promotion pictures (demo-images.ts: 960 x 480), given to <img> so nothing shifts. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 480;

/** The promotion's period in the brand timezone, and "Starts on" for one that has not started (spec 2). */
function Period({ p, now }: { p: Promotion; now: number }) {
  const { format: time } = useBrandDateTime();
  let period: ReactNode;
  if (p.startsAt && p.endsAt)
    period = <FormattedMessage {...mv.period} values={{ start: time(p.startsAt), end: time(p.endsAt) }} />;
  else if (p.endsAt) period = <FormattedMessage {...mv.until} values={{ end: time(p.endsAt) }} />;
  else if (p.startsAt) period = <FormattedMessage {...mv.from} values={{ start: time(p.startsAt) }} />;
  else period = <FormattedMessage {...m.ongoing} />;
  const upcoming = p.startsAt !== null && Date.parse(p.startsAt) > now;
  return (
    <>
      {upcoming ? (
        <span className={styles.starts}>
          <FormattedMessage {...mv.startsOn} values={{ start: time(p.startsAt!) }} />
        </span>
      ) : null}
      <Text as="p" size="sm" tone="muted">
        {period}
      </Text>
    </>
  );
}

/**
 * A promotion picture with the 2:1 size of the demo pictures as attributes (so nothing shifts while it loads):
 * cropped to 2:1 on a card, shown whole in the dialog (`inDialog`). Decorative: the title is next to it.
 */
function PromotionImage({
  url,
  eager,
  inDialog = false,
}: {
  url: string;
  eager: boolean;
  inDialog?: boolean;
}) {
  return (
    <img
      src={url}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={inDialog ? styles.dialogImage : styles.image}
    />
  );
}

/**
 * One promotion card: its first picture (`loading="lazy"` unless `eager`, the first card), title (h2), period, and
 * a "Details" button that opens the promotion's details dialog (`onOpen`).
 */
function PromotionCard({
  p,
  eager,
  now,
  onOpen,
}: {
  p: Promotion;
  eager: boolean;
  now: number;
  onOpen: (id: string) => void;
}) {
  const first = p.announcementImages[0];
  return (
    <li className={styles.card}>
      {first ? <PromotionImage url={first.url} eager={eager} /> : null}
      <div className={styles.body}>
        <Heading level={2} size="lg">
          {p.title}
        </Heading>
        <Period p={p} now={now} />
        <Button variant="secondary" className={styles.detailsButton} onClick={() => onOpen(p.id)}>
          <FormattedMessage {...m.details} /> <span className={visuallyHidden}>{p.title}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The promotions centre (spec 1 "promotions centre with categories", 2 "/promotions"): category tabs (All first,
 * then the categories that have a running or coming promotion; the choice is the `?category=` query, so it survives
 * a reload) over a grid of promotion cards (one column on a 360 px phone, two from 768 px, three from 1280 px).
 * A card's "Details" opens a dialog with the full content and every picture; the open dialog is the URL's
 * `#<promotion id>` (routed state: Back closes it, and the side menu's promotion links open it directly).
 * States: a spinner while loading, an error with retry, an empty state when no promotion runs.
 */
export function PromotionsCentre() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = usePromotions(intl.locale);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const categories = data?.categories ?? [];
  const items = data?.items ?? [];
  const wanted = params.get('category');
  const tab = wanted && categories.some((c) => c.id === wanted) ? wanted : ALL_CATEGORIES;
  // "Starts on" is decided against the time the page opened (the server already left out the ended ones).
  const [now] = useState(() => Date.now());
  const selected = items.find((p) => p.id === selectedId);
  const open = (id: string) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: encodeURIComponent(id) },
      { state: { promotionDetails: true } },
    );
  // Opened from a card: Back to where we were. Opened by a link (side menu, shared URL): drop the hash in place.
  const close = () => {
    if ((location.state as { promotionDetails?: boolean } | null)?.promotionDetails) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  return (
    <LoadState
      isLoading={isLoading}
      error={error}
      retry={() => void mutate()}
      label={intl.formatMessage(m.loading)}
    >
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage {...m.empty} />}
          description={<FormattedMessage {...m.emptyInfo} />}
        />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(v) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (v === ALL_CATEGORIES) next.delete('category');
                else next.set('category', v);
                return next;
              },
              { replace: true },
            )
          }
        >
          <Tabs.List aria-label={intl.formatMessage(m.tabsLabel)}>
            <Tabs.Trigger value={ALL_CATEGORIES}>
              <FormattedMessage {...m.all} />
            </Tabs.Trigger>
            {categories.map((c) => (
              <Tabs.Trigger key={c.id} value={c.id}>
                {c.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {[ALL_CATEGORIES, ...categories.map((c) => c.id)].map((value) => (
            <Tabs.Content key={value} value={value}>
              <ul className={styles.grid}>
                {items
                  .filter((p) => value === ALL_CATEGORIES || p.categoryId === value)
                  .map((p, i) => (
                    <PromotionCard key={p.id} p={p} eager={i === 0} now={now} onOpen={open} />
                  ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <Modal.Root open={!!selected} onOpenChange={(o) => (o ? undefined : close())}>
        {selected ? (
          <Modal.Content title={selected.title} size="lg">
            <Stack gap={3}>
              <Period p={selected} now={now} />
              <Text as="p" className={styles.content}>
                {selected.content}
              </Text>
              {selected.announcementImages.map((i, n) => (
                <PromotionImage key={i.sequence} url={i.url} eager={n === 0} inDialog />
              ))}
            </Stack>
          </Modal.Content>
        ) : null}
      </Modal.Root>
    </LoadState>
  );
}

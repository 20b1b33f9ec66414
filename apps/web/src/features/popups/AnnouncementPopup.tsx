import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Heading, Modal, Pager, Stack } from '@playdeck/ui';
import { usePopup } from '../../shared/popups/popups';
import { useAnnouncements } from './api';
import { popupMessages as m } from './messages';
import { PopupContent } from './PopupContent';
import { ANNOUNCEMENT_PAGE_SIZE, pageOf } from './formRules';
import * as styles from './popups.css';

/**
 * Announcement popup (spec 2 and 9): titles in pages of 9 with the ui Pager (5-page range, 1 margin page) and a
 * detail pane (title, content) for the chosen one; `?id=` preselects an announcement (and its page). Visitors get
 * execution B only (server side).
 */
export default function AnnouncementPopup() {
  const intl = useIntl();
  const { close } = usePopup();
  const [params] = useSearchParams();
  const query = useAnnouncements(intl.locale);
  const wanted = params.get('id');
  const [chosen, setChosen] = useState<string | null>(wanted);
  const [page, setPage] = useState<number | null>(null);
  const items = query.data ?? [];
  const chosenIndex = Math.max(
    0,
    items.findIndex((a) => a.id === chosen),
  );
  const current = pageOf(items, page ?? Math.floor(chosenIndex / ANNOUNCEMENT_PAGE_SIZE) + 1);
  const selected = items.find((a) => a.id === chosen) ?? current.items[0];

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.announcementTitle} />} size="lg">
        <PopupContent
          query={query}
          count={items.length}
          label={intl.formatMessage(m.announcementTitle)}
          empty={m.announcementEmpty}
        >
          {() => (
            <div className={styles.split}>
              <Stack gap={3}>
                <ul className={styles.titleList} aria-label={intl.formatMessage(m.announcementList)}>
                  {current.items.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        className={styles.titleButton}
                        aria-current={selected?.id === a.id ? 'true' : undefined}
                        onClick={() => setChosen(a.id)}
                      >
                        {a.title}
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager
                  pageCount={current.pageCount}
                  page={current.page}
                  pageRange={5}
                  marginPages={1}
                  onPageChange={(p) => {
                    setPage(p);
                    setChosen(pageOf(items, p).items[0]?.id ?? null);
                  }}
                />
              </Stack>
              {selected ? (
                <article className={styles.detail} aria-live="polite">
                  <Stack gap={2}>
                    <Heading level={3} size="lg">
                      {selected.title}
                    </Heading>
                    <p className={styles.prose}>{selected.content}</p>
                  </Stack>
                </article>
              ) : null}
            </div>
          )}
        </PopupContent>
      </Modal.Content>
    </Modal.Root>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Accordion, Modal } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { useNotices } from './api';
import { popupMessages as m } from './messages';
import { PopupContent } from './PopupContent';
import { formatBrandDateTime } from '../../shared/format/dates';
import * as styles from './popups.css';

/**
 * Notice popup (spec 2): an accordion of notices with title, time as `yyyy-MM-dd HH:mm:ss` in the brand's timezone,
 * and content. `?index=` opens the notice at that index (the home marquee opens the one pressed), else the first.
 */
export default function NoticePopup() {
  const intl = useIntl();
  const brand = useBrand();
  const { close } = usePopup();
  const [params] = useSearchParams();
  const query = useNotices(intl.locale);
  const timeZone = brand.status.info.timezone;
  const index = Number(params.get('index') ?? 0);
  const items = query.data ?? [];
  const open = items[Number.isInteger(index) && index >= 0 && index < items.length ? index : 0];

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.noticeTitle} />} size="md">
        <PopupContent
          query={query}
          count={items.length}
          label={intl.formatMessage(m.noticeTitle)}
          empty={m.noticeEmpty}
        >
          {() => (
            <Accordion
              defaultOpenIds={open ? [open.id] : []}
              items={items.map((n) => ({
                id: n.id,
                title: n.title,
                meta: n.createdAt ? (
                  <time dateTime={n.createdAt}>{formatBrandDateTime(n.createdAt, timeZone)}</time>
                ) : undefined,
                content: <p className={styles.prose}>{n.content}</p>,
              }))}
            />
          )}
        </PopupContent>
      </Modal.Content>
    </Modal.Root>
  );
}

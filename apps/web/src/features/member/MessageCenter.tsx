import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Accordion, Button, EmptyState, Pager, Spinner, Stack, Tabs, useToast } from '@playdeck/ui';
import { ApiError } from '../../shared/api/client';
import { clientErrorMessage } from '../../shared/i18n/appMessages';
import { useMarkRead, useMessages, useUnreadCount } from './api';
import { memberMessages as m } from './messages';
import { visuallyHidden } from '../../shared/ui/visuallyHidden.css';
import * as styles from './member.css';
import { LoadFailure } from '../../shared/ui/LoadState';

/**
 * messageV2, "platform information" (spec 2): the member's platform messages, newest first, 10 per page with the ui
 * Pager; tabs All and Unread; an unread marker on each unread title; opening a message marks it read; "Mark all as
 * read" when any is unread. Times are shown in the brand timezone (the IntlProvider's). Loader, empty and error
 * states included.
 */
export default function MessageCenter() {
  const intl = useIntl();
  const toast = useToast();
  const [status, setStatus] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const [openIds, setOpenIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { data, error, isLoading, mutate } = useMessages(page, status);
  const unread = useUnreadCount() ?? data?.unread ?? 0;
  const markRead = useMarkRead();

  const fail = (err: unknown) =>
    toast.show({
      tone: 'danger',
      title:
        err instanceof ApiError && err.message ? err.message : intl.formatMessage(clientErrorMessage(err)),
    });

  const onOpenChange = (ids: string[]) => {
    setOpenIds(ids);
    const opened = ids.find((id) => !openIds.includes(id));
    const msg = data?.content.find((x) => x.id === opened);
    if (msg && !msg.read) markRead([msg.id]).catch(fail);
  };

  let list;
  if (isLoading) list = <Spinner label={intl.formatMessage(m.all)} />;
  else if (error) list = <LoadFailure retry={() => void mutate()} />;
  else if (!data?.content.length) list = <EmptyState title={<FormattedMessage {...m.empty} />} />;
  else
    list = (
      <Stack gap={3}>
        <Accordion
          headingLevel={3}
          openIds={openIds}
          onOpenChange={onOpenChange}
          items={data.content.map((msg) => ({
            id: msg.id,
            title: (
              <span data-read={msg.read ? 'true' : 'false'}>
                {msg.read ? null : (
                  <>
                    <span className={styles.unreadDot} aria-hidden="true" />
                    <span className={visuallyHidden}>
                      <FormattedMessage {...m.unreadMark} />
                    </span>
                  </>
                )}
                {msg.title}
              </span>
            ),
            meta: (
              <time dateTime={msg.createdAt}>
                {intl.formatDate(msg.createdAt, {
                  year: 'numeric',
                  month: '2-digit',
                  day: '2-digit',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })}
              </time>
            ),
            content: <p className={styles.prose}>{msg.content}</p>,
          }))}
        />
        <Pager pageCount={data.totalPages} page={data.pageNum} onPageChange={setPage} />
      </Stack>
    );

  const markAll =
    unread > 0 ? (
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          markRead('all')
            .catch(fail)
            .finally(() => setBusy(false));
        }}
      >
        <FormattedMessage {...m.markAll} />
      </Button>
    ) : null;

  return (
    <Tabs.Root
      value={status}
      onValueChange={(v) => {
        setStatus(v === 'unread' ? 'unread' : 'all');
        setPage(1);
        setOpenIds([]);
      }}
    >
      <Stack gap={3}>
        <Stack direction="row" justify="between" align="center" wrap>
          <Tabs.List aria-label={intl.formatMessage(m.messagesFilter)}>
            <Tabs.Trigger value="all">
              <FormattedMessage {...m.all} />
            </Tabs.Trigger>
            <Tabs.Trigger value="unread">
              <FormattedMessage {...m.unread} />
            </Tabs.Trigger>
          </Tabs.List>
          {markAll}
        </Stack>
        <Tabs.Content value="all">{list}</Tabs.Content>
        <Tabs.Content value="unread">{list}</Tabs.Content>
      </Stack>
    </Tabs.Root>
  );
}

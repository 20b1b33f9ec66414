import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Heading, Modal, Text, TextField, useToast } from '@playdeck/ui';
import type { RewardHistoryEntry, RewardItem, RewardStatus } from '@playdeck/api-client/rewards';
import type { VipBonusKind } from '@playdeck/api-client/loyalty';
import { LoadState } from '../../shared/ui/LoadState';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { ProofPicker } from '../wallet/ProofPicker';
import { useClaimMission } from '../missions/api';
import { useApply, useClaimVip, useJoin, useRewardCenter } from './api';
import { rewardMessages as m, rewardValues as v } from './messages';
import * as styles from './rewards.css';
import { ListOrEmpty } from '../../shared/ui/ListOrEmpty';
import { DialogFormEnd } from '../../shared/ui/DialogFormEnd';

/** Spec section 5: an activity application's comment, at most 140 characters. */
export const COMMENT_MAX = 140;

/** A plain message of this page (no ICU arguments). */
type Msg = (typeof m)[keyof typeof m];

const STATUS: Record<RewardStatus, Msg> = {
  Join: m.s_Join,
  Claim: m.s_Claim,
  Applying: m.s_Applying,
  Close: m.s_Close,
  Rejected: m.s_Rejected,
  Issued: m.s_Issued,
  Claimed: m.s_Claimed,
  Process: m.s_Process,
  Joined: m.s_Joined,
  'coming soon': m.s_soon,
};

const VIP_KIND: Partial<Record<string, Msg>> = {
  levelup: m.levelup,
  weekly: m.weekly,
  monthly: m.monthly,
};

/** The application form (spec 5): comment up to 140 characters and 1 to 3 png/jpg proofs of at most 5 MB. */
function ApplyDialog({ item, onClose }: { item: RewardItem; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const apply = useApply();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const proofProblem = files.length === 0 ? intl.formatMessage(m.proofRequired) : undefined;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (proofProblem) return;
    setBusy(true);
    try {
      await apply(item.id, comment.trim(), files);
      toast.show({ tone: 'success', title: intl.formatMessage(m.applied) });
      onClose();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal.Root open onOpenChange={(o) => (o || busy ? undefined : onClose())}>
      <Modal.Content size="sm" title={<FormattedMessage {...v.applyTitle} values={{ title: item.title }} />}>
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={<FormattedMessage {...m.comment} />}
            hint={<FormattedMessage {...m.commentHint} />}
            multiline
            rows={3}
            maxLength={COMMENT_MAX}
            showCounter
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <ProofPicker files={files} onChange={setFiles} error={touched ? proofProblem : undefined} />
          <DialogFormEnd
            failure={failure}
            busy={busy}
            onCancel={onClose}
            cancelLabel={<FormattedMessage {...m.cancel} />}
            submitLabel={<FormattedMessage {...m.send} />}
          />
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The title of an item or history row of a red envelope or a referral (the name under its kind), else as sent. */
function kindTitle(intl: IntlShape, kind: RewardItem['kind'], title: string): string {
  if (kind === 'redEnvelope') return intl.formatMessage(v.envelopeTitle, { name: title });
  if (kind === 'referral') return intl.formatMessage(v.referralTitle, { name: title });
  return title;
}

/**
 * The Join / Apply / Claim button of an item (none when the item has no action now); a red envelope's `open` is a link
 * to the red-envelope page, where it is opened and its draw can be verified (docs/decisions.md D33).
 */
function Action({ item }: { item: RewardItem }) {
  const intl = useIntl();
  const toast = useToast();
  const join = useJoin();
  const claimVip = useClaimVip();
  const claimMission = useClaimMission();
  const [busy, setBusy] = useState(false);
  const [applying, setApplying] = useState(false);
  if (!item.action) return null;
  if (item.action === 'open')
    return (
      <Link to="/redEnvelope">
        <FormattedMessage {...m.open} />
      </Link>
    );
  const run = async (fn: () => Promise<unknown>, done: Msg) => {
    setBusy(true);
    try {
      await fn();
      toast.show({ tone: 'success', title: intl.formatMessage(done) });
    } catch (err) {
      toast.show({ tone: 'danger', title: errorText(intl, err) });
    } finally {
      setBusy(false);
    }
  };
  if (item.action === 'apply')
    return (
      <>
        <Button size="sm" onClick={() => setApplying(true)}>
          <FormattedMessage {...m.apply} />
        </Button>
        {applying ? <ApplyDialog item={item} onClose={() => setApplying(false)} /> : null}
      </>
    );
  const label = item.action === 'join' ? m.join : m.claim;
  return (
    <Button
      size="sm"
      loading={busy}
      disabled={busy}
      onClick={() =>
        void (item.action === 'join'
          ? run(() => join(item.id), m.joined)
          : item.kind === 'mission'
            ? run(() => claimMission(item.id), m.missionClaimed)
            : run(() => claimVip(item.id as VipBonusKind, item.level), m.claimed))
      }
    >
      <FormattedMessage {...label} />
    </Button>
  );
}

function ItemRow({ item, currency }: { item: RewardItem; currency: string }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const title =
    item.kind === 'vip'
      ? intl.formatMessage(v.vipTitle, {
          kind: intl.formatMessage(VIP_KIND[item.id] ?? m.levelup),
          level: item.title,
        })
      : kindTitle(intl, item.kind, item.title);
  const deposit = item.kind === 'promotion' && item.percent !== undefined;
  return (
    <li className={styles.row} data-status={item.status} data-kind={item.kind} aria-label={title}>
      <div className={styles.head}>
        <Text as="span" weight="semibold">
          {title}
        </Text>
        <Text as="span" size="sm" weight="semibold">
          <FormattedMessage {...STATUS[item.status]} />
        </Text>
      </div>
      <Text as="span" size="sm" className={styles.meta}>
        <span className={styles.money}>
          {item.points !== undefined ? (
            <FormattedMessage {...v.points} values={{ points: item.points }} />
          ) : item.minAmount !== undefined ? (
            <FormattedMessage
              {...v.envelopeRange}
              values={{ min: format(item.minAmount, currency), max: format(item.amount, currency) }}
            />
          ) : deposit && item.status !== 'Issued' ? (
            <FormattedMessage {...v.upTo} values={{ amount: format(item.amount, currency) }} />
          ) : (
            <FormattedMessage {...v.fixed} values={{ amount: format(item.amount, currency) }} />
          )}
        </span>
        {deposit ? (
          <span>
            <FormattedMessage
              {...v.percent}
              values={{ percent: item.percent, min: format(item.minDeposit ?? '0', currency) }}
            />
          </span>
        ) : null}
        {item.turnover !== undefined ? (
          <span className={styles.money}>
            <FormattedMessage {...v.turnover} values={{ amount: format(item.turnover, currency) }} />
          </span>
        ) : item.turnoverMultiple ? (
          <span>
            <FormattedMessage {...v.turnoverMultiple} values={{ multiple: item.turnoverMultiple }} />
          </span>
        ) : null}
      </Text>
      <Text as="span" size="sm" tone="muted" className={styles.meta}>
        {item.gameTypes.length > 0 ? (
          <span>
            <FormattedMessage {...v.games} values={{ types: item.gameTypes.join(', ') }} />
          </span>
        ) : null}
        {item.status === 'coming soon' && item.startsAt ? (
          <span>
            <FormattedMessage {...v.starts} values={{ time: dateTime(item.startsAt, true) }} />
          </span>
        ) : item.expiresAt ? (
          <span>
            <FormattedMessage {...v.ends} values={{ time: dateTime(item.expiresAt, true) }} />
          </span>
        ) : null}
        {item.status === 'Process' ? (
          <span>
            <FormattedMessage {...(item.kind === 'referral' ? m.referralAuto : m.auto)} />
          </span>
        ) : null}
        {item.ineligible ? (
          <span>
            <FormattedMessage {...m.ineligible} />
          </span>
        ) : null}
      </Text>
      {item.remark ? (
        <Text as="span" size="sm">
          <FormattedMessage {...v.remark} values={{ remark: item.remark }} />
        </Text>
      ) : null}
      {item.action ? (
        <div>
          <Action item={item} />
        </div>
      ) : null}
    </li>
  );
}

function HistoryRow({ e, currency }: { e: RewardHistoryEntry; currency: string }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const title = kindTitle(intl, e.kind, e.title);
  return (
    <li className={styles.row} data-status={e.status} data-kind={e.kind} aria-label={title}>
      <div className={styles.head}>
        <Text as="span" weight="semibold">
          {title}
        </Text>
        {e.points !== undefined ? (
          <Text as="span" weight="semibold">
            <FormattedMessage {...v.points} values={{ points: e.points }} />
          </Text>
        ) : e.amount ? (
          <Text as="span" weight="semibold" className={styles.money}>
            {format(e.amount, currency)}
          </Text>
        ) : null}
      </div>
      <Text as="span" size="sm" tone="muted" className={styles.meta}>
        <time dateTime={e.decidedAt ?? e.createdAt}>{dateTime(e.decidedAt ?? e.createdAt, true)}</time>
        <span>
          <FormattedMessage {...STATUS[e.status]} />
        </span>
        {e.turnover ? (
          <span className={styles.money}>
            <FormattedMessage {...v.turnover} values={{ amount: format(e.turnover, currency) }} />
          </span>
        ) : null}
      </Text>
      {e.remark ? (
        <Text as="span" size="sm">
          <FormattedMessage {...v.remark} values={{ remark: e.remark }} />
        </Text>
      ) : null}
    </li>
  );
}

/**
 * rewardCenter (member center, spec 2; statuses of spec 4; docs/decisions.md D32, D39): every promotion the brand
 * offers with a reward, the member's VIP bonuses, the red envelopes the member can open now and the friends still
 * qualifying for a referral reward, each with its status, amount (or the most a deposit bonus pays, or an envelope's
 * range), turnover and end; a Join, Apply (form: comment up to 140 characters and 1 to 3 png/jpg proofs of at most
 * 5 MB, spec 5) or Claim button, or an Open envelope link to the red-envelope page, where the member can act now;
 * then the history of promotions paid or rejected (with the operator's remark), envelopes opened and referral
 * rewards paid or refused (with the reason).
 */
export default function RewardCenter() {
  const intl = useIntl();
  const center = useRewardCenter();
  const c = center.data;
  return (
    // No landmark of its own: the member page's region already carries the page name.
    <div className={styles.section}>
      <LoadState
        isLoading={!c}
        error={center.error}
        retry={() => void center.mutate()}
        label={intl.formatMessage(m.loading)}
      >
        {c ? (
          <>
            <ListOrEmpty
              items={c.items}
              texts={{ list: m.list, empty: m.empty, emptyInfo: m.emptyInfo }}
              headingLevel={3}
              className={styles.list}
              renderItem={(i) => <ItemRow key={i.key} item={i} currency={c.currency} />}
            />
            <Heading level={3}>
              <FormattedMessage {...m.history} />
            </Heading>
            <ListOrEmpty
              items={c.history}
              texts={{ list: m.history, empty: m.historyEmpty, emptyInfo: m.historyInfo }}
              headingLevel={4}
              className={styles.list}
              renderItem={(e) => <HistoryRow key={e.id} e={e} currency={c.currency} />}
            />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Modal, Stack, Text, TextField, useToast } from '@playdeck/ui';
import type { MallItem } from '@playdeck/api-client/points';
import { LoadState, FormFailure } from '../../shared/ui/LoadState';
import { errorText, useMoney } from '../../shared/format/useMoney';
import { useToken } from '../../shared/session/session';
import { usePointsBalance, usePointsConfig, useConvert, useRedeem } from './api';
import { pointsMessages as pm, pointsValues as pv } from './messages';
import * as styles from './points.css';

/** The member's points balance as a line; nothing for a visitor. */
export function PointsBalanceLine() {
  const intl = useIntl();
  const balance = usePointsBalance();
  if (!balance.data) return null;
  return (
    <Text as="p" weight="semibold" className={styles.head}>
      <span>
        <FormattedMessage {...pm.balance} />
      </span>
      <span data-testid="points-balance" className={styles.number}>
        {intl.formatMessage(pv.points, { points: intl.formatNumber(Number(balance.data.points)) })}
      </span>
    </Text>
  );
}

/** Why an item cannot be redeemed now, or undefined. */
function blocked(i: MallItem) {
  if (!i.available) return pm.unavailable;
  if (i.stockLeft <= 0) return pm.soldOut;
  if (i.redeemedByMe >= i.perMemberLimit) return pm.limitReached;
  return undefined;
}

/** The redeem dialog: withdraw password, and delivery details for goods (spec 7: redeem is password-checked). */
function RedeemDialog({ item, onClose }: { item: MallItem; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const redeem = useRedeem();
  const goods = item.type === 'goods';
  const [v, setV] = useState({ withdrawPassword: '', name: '', phone: '', address: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const field = (k: keyof typeof v) => ({
    value: v[k],
    onChange: (e: { target: { value: string } }) => {
      setV((x) => ({ ...x, [k]: e.target.value }));
      setFailure(undefined);
    },
  });
  const missing = (k: keyof typeof v) =>
    touched && !v[k].trim() ? intl.formatMessage(pm.deliveryRequired) : undefined;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!v.withdrawPassword || (goods && (!v.name.trim() || !v.phone.trim() || !v.address.trim()))) return;
    setBusy(true);
    try {
      await redeem({
        itemId: item.id,
        withdrawPassword: v.withdrawPassword,
        ...(goods ? { delivery: { name: v.name, phone: v.phone, address: v.address } } : {}),
      });
      toast.show({ tone: 'success', title: intl.formatMessage(pm.redeemed) });
      onClose();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal.Root open onOpenChange={(o) => (!o && !busy ? onClose() : undefined)}>
      <Modal.Content
        size="sm"
        title={intl.formatMessage(pv.redeemTitle, { name: item.name })}
        description={intl.formatMessage(pv.redeemCost, { points: intl.formatNumber(item.points) })}
      >
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          {goods ? (
            <>
              <TextField
                label={<FormattedMessage {...pm.deliveryName} />}
                autoComplete="name"
                {...field('name')}
                error={missing('name')}
              />
              <TextField
                label={<FormattedMessage {...pm.deliveryPhone} />}
                type="tel"
                autoComplete="tel"
                {...field('phone')}
                error={missing('phone')}
              />
              <TextField
                label={<FormattedMessage {...pm.deliveryAddress} />}
                autoComplete="street-address"
                {...field('address')}
                error={missing('address')}
              />
            </>
          ) : null}
          <TextField
            label={<FormattedMessage {...pm.withdrawPassword} />}
            type="password"
            autoComplete="off"
            {...field('withdrawPassword')}
            error={
              touched && !v.withdrawPassword ? intl.formatMessage(pm.withdrawPasswordRequired) : undefined
            }
          />
          <FormFailure text={failure} />
          <div>
            <Button type="submit" loading={busy} disabled={busy}>
              <FormattedMessage {...pm.confirm} />
            </Button>
          </div>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

function ItemCard({ item, loggedIn, onRedeem }: { item: MallItem; loggedIn: boolean; onRedeem: () => void }) {
  const intl = useIntl();
  const { format } = useMoney();
  const why = blocked(item);
  const titleId = `points-item-${item.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      {item.picture ? <img className={styles.picture} src={item.picture} alt="" loading="lazy" /> : null}
      <Heading level={3} size="md" id={titleId}>
        {item.name}
      </Heading>
      {item.description ? (
        <Text as="p" size="sm" tone="muted">
          {item.description}
        </Text>
      ) : null}
      <Text as="p" weight="semibold" className={styles.number}>
        {intl.formatMessage(pv.points, { points: intl.formatNumber(item.points) })}
      </Text>
      <Text as="p" size="sm" className={styles.number}>
        {item.type === 'cash' ? intl.formatMessage(pv.cashAmount, { amount: format(item.amount) }) : null}
        {item.type === 'bonus'
          ? intl.formatMessage(pv.bonusTurnover, {
              amount: format(item.amount),
              turnover: format(item.turnover),
            })
          : null}
      </Text>
      <Text as="p" size="sm" tone="muted" className={styles.head}>
        <span className={styles.number}>
          {intl.formatMessage(pv.stock, { left: intl.formatNumber(item.stockLeft) })}
        </span>
        <span className={styles.number}>
          {intl.formatMessage(pv.limit, { used: item.redeemedByMe, limit: item.perMemberLimit })}
        </span>
      </Text>
      {item.amountRequirement !== '0' && !/^0*\.?0*$/.test(item.amountRequirement) ? (
        <Text as="p" size="sm" tone="muted">
          {intl.formatMessage(pv.requirement, { amount: format(item.amountRequirement) })}
        </Text>
      ) : null}
      <div>
        {why ? (
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage {...why} />
          </Text>
        ) : loggedIn ? (
          <Button size="sm" onClick={onRedeem} aria-describedby={titleId}>
            <FormattedMessage {...pm.redeem} />
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => window.location.assign('/login')}>
            <FormattedMessage {...pm.loginToRedeem} />
          </Button>
        )}
      </div>
    </li>
  );
}

/** Converting points to cash (spec 7 "convert"): points, withdraw password, at the brand's rate. */
function ConvertForm({ rate }: { rate: { pointsPerUnit: number; minPoints: number } }) {
  const intl = useIntl();
  const toast = useToast();
  const { format } = useMoney();
  const convert = useConvert();
  const [v, setV] = useState({ points: '', withdrawPassword: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pointsOk = /^[1-9][0-9]{0,17}$/.test(v.points.trim());
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!pointsOk || !v.withdrawPassword) return;
    setBusy(true);
    try {
      const r = await convert({ points: v.points.trim(), withdrawPassword: v.withdrawPassword });
      toast.show({ tone: 'success', title: intl.formatMessage(pv.converted, { amount: format(r.amount) }) });
      setV({ points: '', withdrawPassword: '' });
      setTouched(false);
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    setFailure(undefined);
  };
  return (
    <section className={styles.section} aria-labelledby="points-convert-title">
      <Heading level={3} size="md" id="points-convert-title">
        <FormattedMessage {...pm.convertTitle} />
      </Heading>
      <Text as="p" size="sm" tone="muted">
        {intl.formatMessage(pv.convertRate, {
          points: intl.formatNumber(rate.pointsPerUnit),
          amount: format('1'),
          min: intl.formatNumber(rate.minPoints),
        })}
      </Text>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={<FormattedMessage {...pm.convertPoints} />}
          inputMode="numeric"
          autoComplete="off"
          value={v.points}
          onChange={set('points')}
          error={touched && !pointsOk ? intl.formatMessage(pm.pointsInvalid) : undefined}
        />
        <TextField
          label={<FormattedMessage {...pm.withdrawPassword} />}
          type="password"
          autoComplete="off"
          value={v.withdrawPassword}
          onChange={set('withdrawPassword')}
          error={touched && !v.withdrawPassword ? intl.formatMessage(pm.withdrawPasswordRequired) : undefined}
        />
        <FormFailure text={failure} />
        <div>
          <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
            <FormattedMessage {...pm.convert} />
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * pointMall (spec 2 member center "points mall", and the /pointMall page): the member's points balance, the brand's
 * catalogue (picture in the page language, price in points, cash or bonus amount, stock left, the member's use of its
 * limit, amount requirement) with a redeem dialog (withdraw password; delivery details for goods), and, when the brand
 * converts points, the conversion form. Visitors see the catalogue and a login button.
 */
export default function PointMall() {
  const intl = useIntl();
  const loggedIn = !!useToken();
  const config = usePointsConfig();
  const [redeeming, setRedeeming] = useState<MallItem>();
  const items = config.data?.items ?? [];
  return (
    <Stack gap={4}>
      <PointsBalanceLine />
      <LoadState isLoading={config.isLoading} error={config.error} retry={() => void config.mutate()}>
        {items.length ? (
          <ul className={styles.grid} aria-label={intl.formatMessage(pm.catalogue)}>
            {items.map((i) => (
              <ItemCard key={i.id} item={i} loggedIn={loggedIn} onRedeem={() => setRedeeming(i)} />
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            title={<FormattedMessage {...pm.empty} />}
            description={<FormattedMessage {...pm.emptyInfo} />}
          />
        )}
        {loggedIn && config.data?.convert ? <ConvertForm rate={config.data.convert} /> : null}
      </LoadState>
      {redeeming ? <RedeemDialog item={redeeming} onClose={() => setRedeeming(undefined)} /> : null}
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { agentTeam } from '@playdeck/api-client/routes/agentTeam';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import { Button, EmptyState, Heading, Select, Stack, Text, TextField } from '@playdeck/ui';
import type { Contract, Terms, Tier } from '@playdeck/api-client/agentContracts';
import type { ContractType } from '@playdeck/domain/contracts';
import type { DownlinePage } from '@playdeck/api-client/agentTeam';
import { swrFetcher } from '../../../shared/api/client';
import { errorText } from '../../../shared/format/useMoney';
import { FormFailure, LoadState } from '../../../shared/ui/LoadState';
import { contractKeys, offerContract, terminateContract, useContracts } from './api';
import { PERIOD_LABEL, STATUS_LABEL } from './labels';
import { contractMessages as m, contractValues as v } from './messages';
import { OfferAnswer } from './OfferAnswer';
import { TermsView } from './TermsView';
import * as styles from './contracts.css';

/** One contract line: who, status, period, terms, and the actions this side may take. */
function ContractCard({ c, onChanged }: { c: Contract; onChanged: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const me = c.role === 'received' ? 'agent' : 'upline';
  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      await terminateContract(c.id);
      onChanged();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Text as="span" weight="semibold">
          {c.role === 'received' ? (
            <FormattedMessage
              {...v.from}
              values={{ name: c.upline?.username ?? intl.formatMessage(m.popupOperator) }}
            />
          ) : (
            <FormattedMessage {...v.to} values={{ name: c.agent.username }} />
          )}
        </Text>
        <Text as="span" size="sm" tone={c.status === 'active' ? 'success' : 'muted'}>
          <FormattedMessage
            {...v.statusPeriod}
            values={{
              status: intl.formatMessage(STATUS_LABEL[c.status]),
              period: intl.formatMessage(PERIOD_LABEL[c.period]),
            }}
          />
        </Text>
      </div>
      {c.status === 'offered' && c.role === 'received' ? (
        <OfferAnswer contract={c} onDone={onChanged} />
      ) : (
        <TermsView terms={c.terms} />
      )}
      {c.status === 'active' && c.terminationRequestedBy ? (
        <Text as="p" size="sm" role="status">
          <FormattedMessage {...(c.terminationRequestedBy === me ? m.requestedByMe : m.requestedByOther)} />
        </Text>
      ) : null}
      <div className={styles.actions}>
        {c.status === 'active' && c.terminationRequestedBy !== me ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void act()}>
            <FormattedMessage {...(c.terminationRequestedBy ? m.confirmTermination : m.terminate)} />
          </Button>
        ) : null}
        {c.status === 'offered' && c.role === 'given' ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void act()}>
            <FormattedMessage {...m.withdraw} />
          </Button>
        ) : null}
      </div>
      <FormFailure text={error ? errorText(intl, error) : undefined} />
    </li>
  );
}

const emptyTier = (): Tier => ({ minBets: '0', minActiveMembers: 1, rate: '0' });

/**
 * The offer form (docs/architecture.md "Agents", contracts): a direct downline agent, the single bet amount and the tiers, prefilled with
 * my own terms (an offer may equal them, never exceed them: the server checks tier by tier and answers
 * CONTRACT_ABOVE_TERMS otherwise).
 */
function OfferForm({ type, own, onSent }: { type: ContractType; own: Contract; onSent: () => void }) {
  const intl = useIntl();
  const downlines = useSWR<DownlinePage>(
    [agentTeam.downlines.path, { scope: 'direct', pageSize: 50 }] as const,
    swrFetcher,
  );
  const agents = (downlines.data?.rows ?? []).filter((r) => r.isAgent);
  const [agentId, setAgentId] = useState('');
  const [singleBetMin, setSingleBetMin] = useState(own.terms.singleBetMin);
  const [tiers, setTiers] = useState<Tier[]>(() => own.terms.tiers.map((t) => ({ ...t })));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const dividend = type === 'dividend';
  const setTier = (i: number, patch: Partial<Tier>) =>
    setTiers((ts) => ts.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const target = agentId || agents[0]?.id;
    if (!target) return;
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const terms: Terms = { singleBetMin: singleBetMin.trim(), tiers };
      const c = await offerContract({ agentId: target, type, terms });
      setSent(c.agent.username);
      onSent();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      as="form"
      gap={3}
      onSubmit={(e) => void submit(e as FormEvent)}
      aria-label={intl.formatMessage(m.offerTitle)}
    >
      <Heading level={3} size="md">
        <FormattedMessage {...m.offerTitle} />
      </Heading>
      <LoadState
        isLoading={downlines.isLoading}
        error={downlines.data ? undefined : downlines.error}
        retry={() => void downlines.mutate()}
      >
        {agents.length === 0 ? (
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage {...m.offerNoDownline} />
          </Text>
        ) : (
          <Stack gap={3}>
            <div className={styles.fields}>
              <Select
                label={<FormattedMessage {...m.offerDownline} />}
                value={agentId || agents[0]!.id}
                onChange={(e) => setAgentId(e.target.value)}
                options={agents.map((a) => ({ value: a.id, label: a.username }))}
              />
              <TextField
                label={<FormattedMessage {...m.offerSingleBet} />}
                inputMode="decimal"
                value={singleBetMin}
                onChange={(e) => setSingleBetMin(e.target.value)}
              />
            </div>
            {tiers.map((t, i) => (
              <fieldset key={i} className={styles.fieldset}>
                <legend>
                  <FormattedMessage {...v.tier} values={{ n: i + 1 }} />
                </legend>
                <div className={styles.fields}>
                  {dividend ? (
                    <TextField
                      label={<FormattedMessage {...m.offerMinProfitLoss} />}
                      inputMode="decimal"
                      value={t.minProfitLoss ?? ''}
                      onChange={(e) => setTier(i, { minProfitLoss: e.target.value.trim() || undefined })}
                    />
                  ) : (
                    <TextField
                      label={<FormattedMessage {...m.offerMinBets} />}
                      inputMode="decimal"
                      value={t.minBets ?? ''}
                      onChange={(e) => setTier(i, { minBets: e.target.value.trim() || undefined })}
                    />
                  )}
                  <TextField
                    label={<FormattedMessage {...m.offerMinActive} />}
                    inputMode="numeric"
                    value={t.minActiveMembers === undefined ? '' : String(t.minActiveMembers)}
                    onChange={(e) =>
                      setTier(i, {
                        minActiveMembers: /^\d+$/.test(e.target.value) ? Number(e.target.value) : undefined,
                      })
                    }
                  />
                  <TextField
                    label={<FormattedMessage {...m.offerRate} />}
                    inputMode="decimal"
                    value={t.rate}
                    onChange={(e) => setTier(i, { rate: e.target.value.trim() })}
                  />
                </div>
                {tiers.length > 1 ? (
                  <div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setTiers((ts) => ts.filter((_, j) => j !== i))}
                    >
                      <FormattedMessage {...v.offerRemoveTier} values={{ n: i + 1 }} />
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            ))}
            <div className={styles.actions}>
              {tiers.length < 10 ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setTiers((ts) => [...ts, emptyTier()])}
                >
                  <FormattedMessage {...m.offerAddTier} />
                </Button>
              ) : null}
              <Button type="submit" loading={busy}>
                <FormattedMessage {...m.offerSubmit} />
              </Button>
            </div>
            {sent ? (
              <Text as="p" role="status" tone="success">
                <FormattedMessage {...v.offerSent} values={{ name: sent }} />
              </Text>
            ) : null}
            <FormFailure text={error ? errorText(intl, error) : undefined} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

/**
 * Contract management of one type (docs/architecture.md "Agents", contracts): my contracts (accept or reject an offer, with the
 * termination-consequence step; request or confirm a termination), the contracts I gave (withdraw an offer, request or
 * confirm a termination), and the offer form while I hold an active contract of the type.
 */
export function ContractManager({ type }: { type: ContractType }) {
  const { data, error, isLoading, mutate } = useContracts();
  const { mutate: mutateKey } = useSWRConfig();
  const changed = () => {
    void mutate();
    void mutateKey(contractKeys.list());
  };
  const received =
    data?.received.filter((c) => c.type === type && ['offered', 'active'].includes(c.status)) ?? [];
  const given = data?.given.filter((c) => c.type === type && ['offered', 'active'].includes(c.status)) ?? [];
  const own = received.find((c) => c.status === 'active');
  return (
    <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
      <Stack gap={4}>
        <section aria-labelledby={`received-${type}`}>
          <Heading level={3} size="md" id={`received-${type}`}>
            <FormattedMessage {...m.received} />
          </Heading>
          {received.length === 0 ? (
            <EmptyState headingLevel={4} title={<FormattedMessage {...m.noneReceived} />} />
          ) : (
            <ul className={styles.list}>
              {received.map((c) => (
                <ContractCard key={c.id} c={c} onChanged={changed} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`given-${type}`}>
          <Heading level={3} size="md" id={`given-${type}`}>
            <FormattedMessage {...m.given} />
          </Heading>
          {given.length === 0 ? (
            <Text as="p" size="sm" tone="muted">
              <FormattedMessage {...m.noneGiven} />
            </Text>
          ) : (
            <ul className={styles.list}>
              {given.map((c) => (
                <ContractCard key={c.id} c={c} onChanged={changed} />
              ))}
            </ul>
          )}
        </section>
        {own ? (
          <OfferForm type={type} own={own} onSent={changed} />
        ) : (
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage {...m.offerNoOwn} />
          </Text>
        )}
      </Stack>
    </LoadState>
  );
}

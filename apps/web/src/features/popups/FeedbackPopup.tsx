import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CaptchaField, Modal, Select, Stack, TextField, useToast } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { sendFeedback } from './api';
import { errorText } from './errorText';
import { popupMessages as m, popupValueMessages as v } from './messages';
import {
  FEEDBACK_TYPES,
  feedbackContentOk,
  feedbackEmptyFields,
  type FeedbackField,
  type FeedbackType,
} from './formRules';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { usePopupGate } from './useGate';

const TYPE_LABEL = { 1: m.type1, 2: m.type2, 3: m.type3, 4: m.type4, 6: m.type6, 0: m.type0 } as const;
const FIELD_LABEL: Record<FeedbackField, (typeof m)[keyof typeof m]> = {
  type: m.feedbackType,
  content: m.feedbackContent,
  captcha: m.captcha,
};

/**
 * Feedback popup (spec 2, 3, 5): question type (1 deposit, 2 withdraw, 3 game, 4 service, 6 apply-agent, 0 other),
 * description with a live counter (the brand's `limits` feedback bounds, trimmed), the proof-of-work captcha (ui
 * CaptchaField, solved as the popup opens; docs/decisions.md D23). Empty fields are named in one warning followed by
 * 'is empty' (the captcha counts as empty while it is still solving). The sender
 * is the session's member (server side). On success a thank-you toast shows and the popup closes. Only with the
 * brand's `feedback` node on (it closes itself otherwise).
 */
export default function FeedbackPopup() {
  if (!usePopupGate('feedback')) return null;
  return <FeedbackForm />;
}

function FeedbackForm() {
  const intl = useIntl();
  const toast = useToast();
  const { close } = usePopup();
  const captcha = useCaptcha();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const answer = captcha.payload ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = useBrand().status.info.limits;
  const bounds = { min: limits.feedbackHintMinLength, max: limits.feedbackMaxLength };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = feedbackEmptyFields({ type, content, captcha: answer });
    if (empty.length) {
      const names = empty.map((f) => intl.formatMessage(FIELD_LABEL[f]));
      setError(
        intl.formatMessage(v.isEmpty, { fields: intl.formatList(names, { type: 'unit', style: 'short' }) }),
      );
      return;
    }
    if (!feedbackContentOk(content, bounds)) {
      setError(intl.formatMessage(v.feedbackLength, bounds));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendFeedback({
        content: content.trim(),
        type: Number(type) as FeedbackType,
        captcha: answer,
      });
      toast.show({ title: intl.formatMessage(m.feedbackSent), tone: 'success' });
      close();
    } catch (err) {
      setError(errorText(intl, err));
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.feedbackTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={3}>
            <Select
              label={intl.formatMessage(m.feedbackType)}
              name="type"
              required
              placeholder={intl.formatMessage(m.feedbackTypePlaceholder)}
              options={FEEDBACK_TYPES.map((t) => ({
                value: String(t),
                label: intl.formatMessage(TYPE_LABEL[t]),
              }))}
              value={type}
              onChange={(e) => setType(e.target.value)}
            />
            <TextField
              label={intl.formatMessage(m.feedbackContent)}
              name="content"
              multiline
              rows={5}
              required
              maxLength={bounds.max}
              showCounter
              hint={intl.formatMessage(v.feedbackHint, bounds)}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
            <CaptchaField label={intl.formatMessage(m.captcha)} required {...captcha.fieldProps} />
            <FormSubmit error={error} busy={busy}>
              <FormattedMessage {...m.submit} />
            </FormSubmit>
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

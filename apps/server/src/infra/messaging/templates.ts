/**
 * The e-mails the platform sends, localised (docs/architecture.md "Messaging"): verification code, password reset link
 * (and its refusal for a channel bound under 24 hours ago, docs/decisions.md D6), new-device sign-in, phone or e-mail
 * changed (sent to the old address), withdrawal paid. Each renders to a subject, a plain-text part and an HTML part
 * with every filled value HTML-escaped; the HTML has no remote resource (no image, font or stylesheet), only inline
 * styles, so it shows the same with remote content blocked and leaks no open-tracking request.
 *
 * The SMS texts (verification code, security notice) come from the same catalogues ({@link renderSms}).
 *
 * Language: the one asked for when the brand speaks it and a catalogue exists, else the member's registered language
 * when given, else the brand's default, else English. The catalogues are the files `templates.<lang>.ts` beside this
 * module, found by name when it loads (docs/decisions.md D31: an added language is catalogue files only; the same
 * discovery as the error catalogues of src/infra/i18n). catalogues.test.ts checks that every language of every brand
 * under config/ has a complete catalogue.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Brand } from '../brands/index.ts';
import type { EmailProvider } from '../providers/email.ts';
import { en } from './templates.en.ts';

/** One mail's texts: `{name}` arguments; `lines` are paragraphs; `action` labels the link of the mail, if any. */
export interface MailText {
  subject: string;
  lines: string[];
  action?: string;
}

/** Every text of one language. */
export interface MailCatalogue {
  greeting: string;
  footer: string;
  verifyCode: MailText;
  passwordReset: MailText;
  resetTooSoon: MailText;
  newDevice: MailText;
  channelChanged: MailText;
  changedMobile: string;
  changedEmail: string;
  payoutAdded: string;
  payoutRemoved: string;
  withdrawalPaid: MailText;
  /** SMS with a verification code: `{brand}`, `{code}`, `{minutes}`. */
  smsCode: string;
  /** SMS security notice: `{brand}` and `{what}` (one of the changed* sentences). */
  smsNotice: string;
}

/** A catalogue file name's language: `templates.hi.ts` -> "hi" (never `templates.ts` or a test file). */
const CATALOGUE_FILE = /^templates\.([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.ts$/;

const catalogues: Record<string, MailCatalogue> = { en };
for (const file of readdirSync(fileURLToPath(new URL('.', import.meta.url))).sort()) {
  const lang = CATALOGUE_FILE.exec(file)?.[1];
  if (!lang || lang === 'en') continue;
  const mod = (await import(`./templates.${lang}.ts`)) as Record<string, MailCatalogue>;
  const table = mod[lang.replace(/[^a-z0-9]/g, '_')] ?? Object.values(mod)[0];
  if (table) catalogues[lang] = table;
}

/** The catalogues by language code: English and every `templates.<lang>.ts`. */
export const MAIL_CATALOGUES: Readonly<Record<string, MailCatalogue>> = catalogues;

/** What changed, for the security notice (numbers and addresses masked by the caller). */
export type ChannelChange =
  | { kind: 'mobile'; masked: string }
  | { kind: 'email'; masked: string }
  | { kind: 'payout-added' | 'payout-removed'; masked: string };

/** Each mail and its arguments. Durations in minutes; `time` epoch ms; `amount` a decimal string (never a float). */
export type Mail =
  | { kind: 'verifyCode'; code: string; minutes: number }
  | { kind: 'passwordReset'; link: string; minutes: number }
  | { kind: 'resetTooSoon' }
  | { kind: 'newDevice'; time: number; ip: string }
  | { kind: 'channelChanged'; change: ChannelChange }
  | { kind: 'withdrawalPaid'; amount: string; currency: string; id: string; minutes: number };

/** A rendered mail: subject, text part, HTML part, and the language it is in. */
export interface RenderedMail {
  kind: Mail['kind'];
  lang: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The language to write to a member of `brand` who asked for `wanted` (a `Language` header value, or none), or else,
 * when given, in `registered` (the language stored on the member, for messages outside a request of theirs).
 */
export function mailLanguage(brand: Brand, wanted?: string, registered?: string | null): string {
  const base = (tag: string | undefined | null) => tag?.trim().toLowerCase().split(/[-_]/)[0];
  for (const w of [base(wanted), base(registered)])
    if (w && MAIL_CATALOGUES[w] && brand.languages.some((l) => base(l) === w)) return w;
  const d = base(brand.defaultLanguage);
  return d && MAIL_CATALOGUES[d] ? d : 'en';
}

/** `s` safe as HTML text and attribute value (`& < > " '` escaped). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `text` with `{name}` replaced by `args[name]` passed through `encode`. */
const fill = (text: string, args: Record<string, string>, encode: (s: string) => string = (s) => s) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? encode(args[name]!) : whole));

function changeText(c: MailCatalogue, change: ChannelChange, brand: string): string {
  const t =
    change.kind === 'mobile'
      ? c.changedMobile
      : change.kind === 'email'
        ? c.changedEmail
        : change.kind === 'payout-added'
          ? c.payoutAdded
          : c.payoutRemoved;
  return fill(t, { brand, masked: change.masked });
}

/** The arguments of `mail` as strings, in `lang` (times in the brand's timezone). */
function argsOf(mail: Mail, c: MailCatalogue, brand: Brand, lang: string): Record<string, string> {
  const a: Record<string, string> = { brand: brand.name };
  switch (mail.kind) {
    case 'verifyCode':
      return { ...a, code: mail.code, minutes: String(mail.minutes) };
    case 'passwordReset':
      return { ...a, minutes: String(mail.minutes) };
    case 'resetTooSoon':
      return a;
    case 'newDevice':
      return {
        ...a,
        ip: mail.ip,
        time: new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : lang, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: brand.timezone,
        }).format(mail.time),
      };
    case 'channelChanged':
      return { ...a, what: changeText(c, mail.change, brand.name) };
    case 'withdrawalPaid':
      return {
        ...a,
        amount: mail.amount,
        currency: mail.currency,
        id: mail.id,
        minutes: String(mail.minutes),
      };
  }
}

/** Renders `mail` for a member of `brand` in `lang` (see {@link mailLanguage}). */
export function renderMail(brand: Brand, mail: Mail, lang: string): RenderedMail {
  const c = MAIL_CATALOGUES[lang] ?? en;
  const t = c[mail.kind];
  const args = argsOf(mail, c, brand, lang);
  const link = mail.kind === 'passwordReset' ? mail.link : undefined;
  const subject = fill(t.subject, args);
  const paragraphs = t.lines.map((l) => fill(l, args));
  const text = [
    c.greeting,
    ...paragraphs,
    ...(link ? [`${t.action ?? ''}: ${link}`] : []),
    `-- \n${fill(c.footer, args)}`,
  ].join('\n\n');
  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1b1b1f;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(brand.name)}</h1>
${p(escapeHtml(c.greeting))}
${t.lines.map((l) => p(fill(escapeHtml(l), args, escapeHtml))).join('\n')}
${link ? p(`<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1b5fd6;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action ?? link)}</a>`) + p(`<span style="word-break:break-all;color:#44474f">${escapeHtml(link)}</span>`) : ''}
<p style="margin:24px 0 0;font-size:13px;color:#44474f">${fill(escapeHtml(c.footer), args, escapeHtml)}</p>
</div></body></html>`;
  return { kind: mail.kind, lang, subject, text, html };
}

/** An SMS the platform sends and its arguments (`minutes` of validity). */
export type Sms = { kind: 'code'; code: string; minutes: number } | { kind: 'notice'; change: ChannelChange };

/**
 * The text of `sms` for a member of `brand`, in `lang` (a `Language` header value or the member's language; see
 * {@link mailLanguage}): plain text, nothing escaped (an SMS is not markup).
 */
export function renderSms(brand: Brand, sms: Sms, lang?: string, registered?: string | null): string {
  const c = MAIL_CATALOGUES[mailLanguage(brand, lang, registered)] ?? en;
  return sms.kind === 'code'
    ? fill(c.smsCode, { brand: brand.name, code: sms.code, minutes: String(sms.minutes) })
    : fill(c.smsNotice, { brand: brand.name, what: changeText(c, sms.change, brand.name) });
}

/**
 * Renders `mail` in the member's language (`lang`: a `Language` header value; see {@link mailLanguage}) and sends it
 * to `to` through `email` (the per-brand provider of src/infra/messaging). @throws what the provider throws (DeliveryError)
 */
export async function sendMail(
  email: EmailProvider,
  brand: Brand,
  to: string,
  mail: Mail,
  lang?: string,
): Promise<void> {
  const r = renderMail(brand, mail, mailLanguage(brand, lang));
  await email.send(to, r.subject, r.text, { html: r.html, brand, kind: mail.kind });
}

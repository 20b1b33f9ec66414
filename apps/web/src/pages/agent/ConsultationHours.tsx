import { useIntl } from 'react-intl';
import { dayRuns, weekdayName } from '../../features/agent/shell/format';
import { agentShellValueMessages } from '../../features/agent/shell/messages';

/**
 * The consultation hours of the landing page (spec 1: "Monday to Friday, 12:00 to 21:00"), from brand.json
 * `agentConsultation`: runs of consecutive days as "{from} to {to}" with localised day names, several runs joined as
 * a localised list, then the opening and closing times (`HH:mm`, brand timezone).
 */
export function ConsultationHours({ days, open, close }: { days: string[]; open: string; close: string }) {
  const intl = useIntl();
  const runs = dayRuns(days).map(([from, to]) =>
    from === to
      ? weekdayName(from, intl.locale)
      : intl.formatMessage(agentShellValueMessages.dayRange, {
          from: weekdayName(from, intl.locale),
          to: weekdayName(to, intl.locale),
        }),
  );
  const list = new Intl.ListFormat(intl.locale, { style: 'long', type: 'conjunction' }).format(runs);
  return <>{intl.formatMessage(agentShellValueMessages.hours, { days: list, open, close })}</>;
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@playdeck/ui';
import { useIntl } from 'react-intl';
import { MemberCenter } from '../../features/member/MemberCenter';
import { TrialWarningDialog } from '../../features/popups/TrialWarning';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useMemberInfo } from '../../shared/session/session';
import './memberPages';

/**
 * Member center (spec 2: /member, login required; `?page=` names the panel, default securityCenter). Trial members
 * get the real-account warning instead (spec 5, 6; key in_need_true_account) and go back to / on confirm.
 */
export default function MemberPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { member, isTrial, isLoading } = useMemberInfo();
  if (isLoading && !member) return <Spinner label={intl.formatMessage(pageMessages.member)} />;
  if (isTrial) return <TrialWarningDialog onDone={() => navigate('/', { replace: true })} />;
  return <MemberCenter page={params.get('page')} />;
}

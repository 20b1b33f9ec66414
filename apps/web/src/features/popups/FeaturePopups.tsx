import { lazy, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePopup, type PopupName } from '../../shared/popups/popups';
import { useMemberInfo, useToken } from '../../shared/session/session';
import { usePublicPopupItems } from './publicPopupItems';
import { shouldShowPublicPopup, type Audience } from './rules';

const POPUP_COMPONENTS: Partial<Record<PopupName, ReturnType<typeof lazy>>> = {
  forgotPassword: lazy(() => import('./ForgotPasswordPopup')),
  changePassword: lazy(() => import('./ChangePasswordPopup')),
  feedback: lazy(() => import('./FeedbackPopup')),
  help: lazy(() => import('./HelpPopup')),
  announcement: lazy(() => import('./AnnouncementPopup')),
  notice: lazy(() => import('./NoticePopup')),
  publicPopup: lazy(() => import('./PublicPopup')),
  trialWarning: lazy(() => import('./TrialWarning')),
};

const ResetByEmailPopup = lazy(() => import('./ResetByEmailPopup'));

/** True when this feature renders the popup `name`. */
export function hasFeaturePopup(name: PopupName): boolean {
  return name in POPUP_COMPONENTS;
}

/** Session tokens already prompted for a forced change (module state: it survives Suspense remounts). */
const promptedTokens = new Set<string>();

/**
 * Opens the change-password popup by itself once per session token when member info says `mustChangePassword`
 * (spec 4 forced change; docs/decisions.md D2), as soon as no other popup is open (after the login popup closes).
 */
function ForcedChangeWatcher() {
  const token = useToken();
  const { member } = useMemberInfo();
  const { popup, open } = usePopup();
  useEffect(() => {
    if (!token || !member?.mustChangePassword || popup !== null || promptedTokens.has(token)) return;
    promptedTokens.add(token);
    open('changePassword');
  }, [token, member?.mustChangePassword, popup, open]);
  return null;
}

/**
 * Opens the public popup once per page load for the current audience unless that audience closed it in this
 * browser session (spec 2). Members wait for member info (so a forced password change comes first); trial members
 * count as members.
 */
function PublicPopupWatcher() {
  const token = useToken();
  const { member } = useMemberInfo();
  const { popup, open } = usePopup();
  const audience: Audience = token ? 'member' : 'anonymous';
  const ready = popup === null && (!token || (!!member && !member.mustChangePassword));
  const wanted = ready && shouldShowPublicPopup(audience);
  const { items } = usePublicPopupItems(audience, wanted);
  useEffect(() => {
    if (!wanted || !items?.length) return;
    if (shouldShowPublicPopup(audience, true)) open('publicPopup');
  }, [wanted, items, audience, open]);
  return null;
}

/**
 * The popups of this feature (forgot and change password, feedback, help, announcement, notice, public popup, trial
 * warning) for the routed popup `popup`, plus the watchers that open the forced change-password and public popups,
 * and the confirm step of an email reset when the URL carries `resetToken`.
 * Renders `fallback` for a popup name it does not own. Mounted once by the app shell inside its Suspense.
 * `publicPopup: false` (the agent pages) keeps the player site's public popup from opening over them; it opens once
 * the visitor reaches a player page.
 */
export function FeaturePopups({
  popup,
  fallback,
  publicPopup = true,
}: {
  popup: PopupName | null;
  fallback?: ReactNode;
  publicPopup?: boolean;
}) {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const Popup = popup ? POPUP_COMPONENTS[popup] : undefined;
  // The emailed reset link (`/?resetToken=`) opens the confirm step unless another popup is open.
  if (resetToken && popup === null) return <ResetByEmailPopup token={resetToken} />;
  return (
    <>
      <ForcedChangeWatcher />
      {publicPopup ? <PublicPopupWatcher /> : null}
      {Popup ? <Popup /> : popup ? fallback : null}
    </>
  );
}

import { FormattedMessage } from 'react-intl';
import { Button, Stack, Text } from '@playdeck/ui';
import { useFeatures } from '../../shared/brand/brand';
import { socialStartUrl } from './api';
import { socialMessages as m } from './messages';

/**
 * The social login buttons of the login popup (whitelabel SOCIALLOGIN3 with socialGoogle / socialFacebook): each is a
 * top-level navigation to the server's start URL, which redirects to the provider (no provider script on the page,
 * so the CSP stays strict) and back to the page the popup was opened on. Loaded lazily: the popup's chunk stays as it was
 * for brands without social login.
 */
export default function SocialButtons() {
  const { socialLogin } = useFeatures();
  const returnTo = () => {
    const here = new URL(window.location.href);
    // The popup's own address (/login) would reopen it after the sign-in.
    return here.pathname === '/login' ? '/' : here.pathname + here.search;
  };
  const providers = (['google', 'facebook'] as const).filter((p) => socialLogin[p]);
  if (!providers.length) return null;
  return (
    <Stack gap={2}>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...m.or} />
      </Text>
      {providers.map((p) => (
        <Button
          key={p}
          variant="secondary"
          fullWidth
          onClick={() => window.location.assign(socialStartUrl(p, returnTo()))}
        >
          <FormattedMessage {...m[p]} />
        </Button>
      ))}
    </Stack>
  );
}

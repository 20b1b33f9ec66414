import { useIntl } from 'react-intl';
import { TextField } from '@playdeck/ui';
import { authMessages } from './messages';

/**
 * The username and password fields of a login (spec 4 "Login"): the player login popup's username tab and the agent
 * login form of /agent. With `mobileToo` the first field is labelled "Username or mobile number" (the server takes either:
 * apps/server/src/domain/session/mobileLogin.ts). Autocomplete hints `username` / `current-password` so password managers fill both.
 */
export function CredentialFields({
  username,
  password,
  onUsername,
  onPassword,
  mobileToo = false,
}: {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  /** The name field also takes the registered mobile number (player login with MOBREGPWD3): says so in its label. */
  mobileToo?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(mobileToo ? authMessages.usernameOrMobile : authMessages.username)}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(e) => onUsername(e.target.value)}
      />
      <TextField
        label={intl.formatMessage(authMessages.password)}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
    </>
  );
}

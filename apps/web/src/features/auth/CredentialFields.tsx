import { useIntl } from 'react-intl';
import { TextField } from '@playdeck/ui';
import { authMessages } from './messages';

/**
 * The username and password fields of a login (spec 4 "Login"): the player login popup's username tab and the agent
 * login form of /agent. Autocomplete hints `username` / `current-password` so password managers fill both.
 */
export function CredentialFields({
  username,
  password,
  onUsername,
  onPassword,
}: {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(authMessages.username)}
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

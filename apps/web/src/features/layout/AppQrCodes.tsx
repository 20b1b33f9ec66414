import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner, Stack, Text } from '@playdeck/ui';
import { useSeen } from '../../shared/ui/useSeen';
import { sideMessages, sideValueMessages } from './sideMessages';

/** Props of {@link AppQrCodes}. */
export interface AppQrCodesProps {
  /** Download URLs by platform; a platform without a URL gets no code. */
  ios?: string;
  android?: string;
}

/**
 * App download QR codes for iOS and Android (spec 2 side menu), generated in the browser with the `qrcode` library,
 * loaded lazily so it stays out of the home route's initial JS. The library is loaded and the codes drawn only when
 * they come on screen (the phone drawer opened, or the desktop side menu), keeping that main-thread work (~80 ms on
 * a mid-range phone) out of the page's boot.
 */
export function AppQrCodes({ ios, android }: AppQrCodesProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const [codes, setCodes] = useState<{ platform: 'ios' | 'android'; src: string }[] | null>(null);
  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    const wanted = [
      ['ios', ios],
      ['android', android],
    ].filter((e): e is ['ios' | 'android', string] => typeof e[1] === 'string' && e[1] !== '');
    void import('qrcode').then(async (QR) => {
      const made = await Promise.all(
        wanted.map(async ([platform, url]) => ({
          platform,
          src: await QR.toDataURL(url, { margin: 1, width: 112 }),
        })),
      );
      if (!cancelled) setCodes(made);
    });
    return () => {
      cancelled = true;
    };
  }, [ios, android, seen]);
  if (!codes)
    return (
      <div ref={box}>
        <Spinner size="sm" />
      </div>
    );
  return (
    <Stack direction="row" gap={3} wrap>
      {codes.map(({ platform, src }) => {
        const name = intl.formatMessage(platform === 'ios' ? sideMessages.appIos : sideMessages.appAndroid);
        return (
          <figure key={platform} style={{ margin: 0 }}>
            <img
              src={src}
              width={112}
              height={112}
              alt={intl.formatMessage(sideValueMessages.qrAlt, { platform: name })}
            />
            <Text as="span" size="xs">
              <FormattedMessage {...(platform === 'ios' ? sideMessages.appIos : sideMessages.appAndroid)} />
            </Text>
          </figure>
        );
      })}
    </Stack>
  );
}

/**
 * Shapes of the trusted-device calls (docs/decisions.md D28, D35): the browsers a member trusted after the new-address
 * two-factor step, listed on the security centre with "remove" and "remove all", and the logout that also forgets
 * this browser.
 */
import { Type, type Static } from 'typebox';

/** One trusted browser: times ISO 8601; `name` from its User-Agent ('' when unknown); `current`: this browser. */
export const TrustedDevice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.String(),
  current: Type.Boolean(),
});
export type TrustedDevice = Static<typeof TrustedDevice>;

/** The member's live trusted devices, newest first. */
export const TrustedDeviceList = Type.Object({ rows: Type.Array(TrustedDevice) });
export type TrustedDeviceList = Static<typeof TrustedDeviceList>;

/** The device to remove (its `id` from the list). */
export const TrustedDeviceParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export type TrustedDeviceParams = Static<typeof TrustedDeviceParams>;

/** How many devices "remove all" forgot. */
export const RemovedDevices = Type.Object({ removed: Type.Integer() });
export type RemovedDevices = Static<typeof RemovedDevices>;

/** Logout options: `forgetDevice=1` also forgets this browser's trusted-device cookie and row. */
export const LogoutQuery = Type.Object({
  forgetDevice: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
});
export type LogoutQuery = Static<typeof LogoutQuery>;

/**
 * The member calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as member from '@playdeck/api-client/routes/member'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  BindEmailBody,
  BindEmailCodeBody,
  BindMobileBody,
  BindMobileCodeBody,
  BindStatusValue,
} from '../bind.ts';
import type {
  AffiliateQuery,
  AffiliateValue,
  ChangePasswordBody,
  ConsolidatedValue,
  ForgotEmailBody,
  IconBody,
  IconValue,
  LanguageBody,
  LanguageValue,
  LoginResult,
  MemberInfo,
  RegisterBody,
  ResetByPhoneBody,
  ResetTokenBody,
  SmsValue,
} from '../schemas.ts';
import { api } from '../route.ts';

export const register = /* @__PURE__ */ api<{
  body: Static<typeof RegisterBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'member.register',
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  rateLimit: 'sensitive',
  encrypted: true,
  guarded: true,
});
export const registerMobile = /* @__PURE__ */ api<{
  body: Static<typeof RegisterBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'member.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'none',
  rateLimit: 'sensitive',
  encrypted: true,
  guarded: true,
});
export const affiliate = /* @__PURE__ */ api<{
  query: Static<typeof AffiliateQuery>;
  value: Static<typeof AffiliateValue>;
}>({
  id: 'member.affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
  rateLimit: 'frequent',
});
export const info = /* @__PURE__ */ api<{ value: Static<typeof MemberInfo> }>({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  auth: 'none',
});
export const icon = /* @__PURE__ */ api<{ value: Static<typeof IconValue> }>({
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'member',
});
export const setIcon = /* @__PURE__ */ api<{
  body: Static<typeof IconBody>;
  value: Static<typeof IconValue>;
}>({ id: 'member.setIcon', method: 'POST', path: '/wps/member/info/icon', auth: 'member' });
export const changePassword = /* @__PURE__ */ api<{ body: Static<typeof ChangePasswordBody>; value: null }>({
  id: 'member.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: 'member',
  encrypted: true,
  duringPasswordChange: true,
});
export const forgotByEmail = /* @__PURE__ */ api<{ body: Static<typeof ForgotEmailBody>; value: null }>({
  id: 'member.forgotByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'none',
  rateLimit: 'scarce',
});
export const resetByEmail = /* @__PURE__ */ api<{ body: Static<typeof ResetTokenBody>; value: null }>({
  id: 'member.resetByEmail',
  method: 'POST',
  path: '/wps/member/password/email/confirm',
  auth: 'none',
  rateLimit: 'sensitive',
  encrypted: true,
});
export const resetByPhone = /* @__PURE__ */ api<{
  body: Static<typeof ResetByPhoneBody>;
  value: Static<typeof LoginResult>;
}>({
  id: 'member.resetByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: 'none',
  rateLimit: 'sensitive',
  encrypted: true,
});
export const language = /* @__PURE__ */ api<{
  body: Static<typeof LanguageBody>;
  value: Static<typeof LanguageValue>;
}>({ id: 'member.language', method: 'POST', path: '/wps/member/language', auth: 'member' });
export const consolidatedFunds = /* @__PURE__ */ api<{ value: Static<typeof ConsolidatedValue> }>({
  id: 'member.consolidatedFunds',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'member',
});
export const bindStatus = /* @__PURE__ */ api<{ value: Static<typeof BindStatusValue> }>({
  id: 'member.bindStatus',
  method: 'GET',
  path: '/wps/member/bind',
  auth: 'fullMember',
});
export const bindMobileCode = /* @__PURE__ */ api<{
  body: Static<typeof BindMobileCodeBody>;
  value: Static<typeof SmsValue>;
}>({
  id: 'member.bindMobileCode',
  method: 'POST',
  path: '/wps/member/bind/mobile/code',
  auth: 'fullMember',
  regionChecked: true,
  rateLimit: 'sensitive',
});
export const bindMobile = /* @__PURE__ */ api<{
  body: Static<typeof BindMobileBody>;
  value: Static<typeof BindStatusValue>;
}>({
  id: 'member.bindMobile',
  method: 'POST',
  path: '/wps/member/bind/mobile',
  auth: 'fullMember',
  rateLimit: 'attempt',
});
export const bindEmailCode = /* @__PURE__ */ api<{
  body: Static<typeof BindEmailCodeBody>;
  value: Static<typeof SmsValue>;
}>({
  id: 'member.bindEmailCode',
  method: 'POST',
  path: '/wps/member/bind/email/code',
  auth: 'fullMember',
  regionChecked: true,
  rateLimit: 'sensitive',
});
export const bindEmail = /* @__PURE__ */ api<{
  body: Static<typeof BindEmailBody>;
  value: Static<typeof BindStatusValue>;
}>({
  id: 'member.bindEmail',
  method: 'POST',
  path: '/wps/member/bind/email',
  auth: 'fullMember',
  rateLimit: 'attempt',
});

/** Texts of the forgot-password, change-password, feedback, help, announcement, notice, public and trial popups. */
import { defineMessages } from 'react-intl';

export const popupMessages = defineMessages({
  forgotTitle: {
    id: 'app.forgot.title',
    defaultMessage: 'Forgot password',
    description: 'Forgot-password popup title',
  },
  forgotTabs: {
    id: 'app.forgot.tabs',
    defaultMessage: 'Recovery method',
    description: 'Accessible name of the forgot-password tabs (email, mobile)',
  },
  tabEmail: {
    id: 'app.forgot.tabEmail',
    defaultMessage: 'Email',
    description: 'Forgot-password tab: by email',
  },
  tabMobile: {
    id: 'app.forgot.tabMobile',
    defaultMessage: 'Mobile',
    description: 'Forgot-password tab: by phone',
  },
  username: { id: 'app.forgot.username', defaultMessage: 'Username', description: 'Username field label' },
  email: { id: 'app.forgot.email', defaultMessage: 'Email', description: 'Email address field label' },
  emailInvalid: {
    id: 'app.forgot.emailInvalid',
    defaultMessage: 'E-mail format is incorrect',
    description: 'Spec 8: the email address is malformed',
  },
  emailSent: {
    id: 'app.forgot.emailSent',
    defaultMessage: 'If the username and email match an account, a reset link is on its way to that email.',
    description:
      'Confirmation after the forgot-by-email request (same text whether or not the account exists, D3)',
  },
  mobile: {
    id: 'app.forgot.mobile',
    defaultMessage: 'Mobile number',
    description: 'Mobile number field label',
  },
  code: { id: 'app.forgot.code', defaultMessage: 'Verification code', description: 'SMS code field label' },
  sendCode: {
    id: 'app.forgot.sendCode',
    defaultMessage: 'Send code',
    description: 'Button sending the SMS code',
  },
  newPassword: {
    id: 'app.password.new',
    defaultMessage: 'New password',
    description: 'New password field label',
  },
  confirmPassword: {
    id: 'app.password.confirm',
    defaultMessage: 'Confirm new password',
    description: 'Confirmation of the new password field label',
  },
  oldPassword: {
    id: 'app.password.old',
    defaultMessage: 'Current password',
    description: 'Current (old) password field label',
  },
  submit: { id: 'app.popup.submit', defaultMessage: 'Submit', description: 'Submit button of a popup form' },
  resetTitle: {
    id: 'app.forgot.resetTitle',
    defaultMessage: 'Choose a new password',
    description: 'Title of the popup opened from the reset link in the email',
  },
  resetDone: {
    id: 'app.forgot.resetDone',
    defaultMessage: 'Your password has been reset. Please log in.',
    description: 'Toast after completing a password reset from the email link',
  },
  changeTitle: {
    id: 'app.password.title',
    defaultMessage: 'Change password',
    description: 'Change-password popup title',
  },
  forcedHint: {
    id: 'app.password.forcedHint',
    defaultMessage: 'Please choose a new password to continue.',
    description: 'Shown in the change-password popup when the account must change its password',
  },
  changed: {
    id: 'app.password.changed',
    defaultMessage: 'Your password has been changed.',
    description: 'Toast after a successful password change',
  },
  feedbackTitle: {
    id: 'app.feedback.title',
    defaultMessage: 'Feedback',
    description: 'Feedback popup title',
  },
  feedbackType: {
    id: 'app.feedback.type',
    defaultMessage: 'Question type',
    description: 'Feedback question-type select label',
  },
  feedbackTypePlaceholder: {
    id: 'app.feedback.typePlaceholder',
    defaultMessage: 'Please select',
    description: 'Placeholder of the feedback question-type select',
  },
  type1: { id: 'app.feedback.type1', defaultMessage: 'Deposit', description: 'Feedback type 1: deposit' },
  type2: { id: 'app.feedback.type2', defaultMessage: 'Withdraw', description: 'Feedback type 2: withdrawal' },
  type3: { id: 'app.feedback.type3', defaultMessage: 'Game', description: 'Feedback type 3: game' },
  type4: {
    id: 'app.feedback.type4',
    defaultMessage: 'Service',
    description: 'Feedback type 4: customer service',
  },
  type6: {
    id: 'app.feedback.type6',
    defaultMessage: 'Apply to be an agent',
    description: 'Feedback type 6: apply to become an agent',
  },
  type0: { id: 'app.feedback.type0', defaultMessage: 'Other', description: 'Feedback type 0: other' },
  feedbackContent: {
    id: 'app.feedback.content',
    defaultMessage: 'Description',
    description: 'Feedback description field label',
  },
  captcha: {
    id: 'app.feedback.captcha',
    defaultMessage: 'Captcha',
    description: 'Captcha answer field label',
  },
  feedbackSent: {
    id: 'app.feedback.sent',
    defaultMessage: 'Thank you for your feedback.',
    description: 'Toast after sending feedback',
  },
  helpTitle: {
    id: 'app.help.title',
    defaultMessage: 'Help center',
    description: 'Help centre popup and page title',
  },
  helpFeedback: {
    id: 'app.help.feedback',
    defaultMessage: 'Send feedback or a complaint',
    description: 'Help centre button opening the feedback popup (when the feedback node is on)',
  },
  helpFeedbackHint: {
    id: 'app.help.feedbackHint',
    defaultMessage: 'Did not find your answer? Tell us about it.',
    description: 'Help centre text above the feedback button',
  },
  helpOff: {
    id: 'app.help.off',
    defaultMessage: 'The help center is not available',
    description: 'Help centre page when the brand turned the help centre off',
  },
  helpEmpty: {
    id: 'app.help.empty',
    defaultMessage: 'No help topics yet',
    description: 'Help centre has no sections',
  },
  announcementTitle: {
    id: 'app.announcement.title',
    defaultMessage: 'Announcements',
    description: 'Announcement popup title',
  },
  announcementList: {
    id: 'app.announcement.list',
    defaultMessage: 'Announcement titles',
    description: 'Accessible name of the list of announcement titles',
  },
  announcementEmpty: {
    id: 'app.announcement.empty',
    defaultMessage: 'No announcements',
    description: 'No announcements to show',
  },
  noticeTitle: { id: 'app.notice.title', defaultMessage: 'Notices', description: 'Notice popup title' },
  noticeEmpty: { id: 'app.notice.empty', defaultMessage: 'No notices', description: 'No notices to show' },
  publicTitle: {
    id: 'app.publicPopup.title',
    defaultMessage: 'Announcement',
    description: 'Title of the public popup when several are shown',
  },
  trialTitle: {
    id: 'app.trial.title',
    defaultMessage: 'Prompt',
    description: 'Spec 8 key in_popup_prompt: title of the trial-account warning',
  },
  trialMessage: {
    id: 'app.trial.inNeedTrueAccount',
    defaultMessage: 'Please use a real account to access this feature.',
    description: 'Spec 8 key in_need_true_account: a trial account opened a protected area',
  },
  confirm: {
    id: 'app.popup.confirm',
    defaultMessage: 'Confirm',
    description: 'Confirm button of a warning popup',
  },
});

/** Messages with ICU arguments (typed values). */
export const popupValueMessages = defineMessages<{
  feedbackHint: { min: number; max: number };
  feedbackLength: { min: number; max: number };
  isEmpty: { fields: string };
}>({
  feedbackHint: {
    id: 'app.feedback.hint',
    defaultMessage: 'Between {min} and {max} characters',
    description: 'Hint under the feedback description. min/max: length bounds in characters',
  },
  feedbackLength: {
    id: 'app.feedback.length',
    defaultMessage: 'Please enter {min} to {max} characters',
    description: 'The feedback description is too short or too long. min/max: bounds in characters',
  },
  isEmpty: {
    id: 'app.feedback.isEmpty',
    defaultMessage: '{fields} is empty',
    description:
      'Spec 5 warning naming the empty feedback fields. fields: a list such as "Question type, Captcha"',
  },
});

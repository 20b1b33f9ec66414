/**
 * Hindi e-mail and SMS texts (docs/architecture.md "Messaging"), in the words of the site's Hindi catalogue
 * (locales/hi.json: सत्यापन कोड, पासवर्ड, निकासी, ग्राहक सेवा). `{name}` arguments are filled, escaped, by templates.ts.
 * Not yet reviewed by a native speaker.
 */
import type { MailCatalogue } from './templates.ts';

export const hi: MailCatalogue = {
  greeting: 'नमस्ते,',
  footer: 'यह संदेश {brand} ने भेजा है। अगर आपको इसकी उम्मीद नहीं थी, तो ग्राहक सेवा से संपर्क करें।',
  verifyCode: {
    subject: '{brand}: आपका सत्यापन कोड',
    lines: [
      'आपका {brand} सत्यापन कोड {code} है।',
      'यह {minutes} मिनट में समाप्त हो जाएगा। यह कोड किसी को न बताएँ, ग्राहक सेवा को भी नहीं।',
    ],
  },
  passwordReset: {
    subject: '{brand}: पासवर्ड रीसेट',
    lines: [
      'किसी ने आपके {brand} खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
      'नया पासवर्ड चुनने के लिए यह लिंक {minutes} मिनट के भीतर खोलें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
    ],
    action: 'नया पासवर्ड चुनें',
  },
  resetTooSoon: {
    subject: '{brand}: पासवर्ड रीसेट',
    lines: [
      'यह पता आपके {brand} खाते में 24 घंटे से कम समय पहले जोड़ा गया था, इसलिए अभी इससे पासवर्ड रीसेट नहीं हो सकता।',
      'कृपया बाद में फिर कोशिश करें या ग्राहक सेवा से संपर्क करें।',
    ],
  },
  newDevice: {
    subject: '{brand}: आपके खाते में नया साइन-इन',
    lines: [
      'आपके {brand} खाते में {time} पर एक नए डिवाइस या नेटवर्क ({ip}) से साइन इन किया गया।',
      'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो तुरंत अपना पासवर्ड बदलें और ग्राहक सेवा से संपर्क करें।',
    ],
  },
  channelChanged: {
    subject: '{brand}: सुरक्षा सूचना',
    lines: ['{what}', 'अगर यह आप नहीं थे, तो तुरंत ग्राहक सेवा से संपर्क करें और अपना पासवर्ड बदलें।'],
  },
  changedMobile: 'आपके {brand} खाते का फ़ोन नंबर बदलकर {masked} कर दिया गया है।',
  changedEmail: 'आपके {brand} खाते का ईमेल पता बदलकर {masked} कर दिया गया है।',
  payoutAdded: '{masked} पर समाप्त होने वाला एक भुगतान खाता आपके {brand} खाते में जोड़ा गया है।',
  payoutRemoved: '{masked} पर समाप्त होने वाला भुगतान खाता आपके {brand} खाते से हटा दिया गया है।',
  withdrawalPaid: {
    subject: '{brand}: आपकी निकासी का भुगतान हो गया',
    lines: [
      '{amount} {currency} की आपकी निकासी (संदर्भ {id}) का भुगतान कर दिया गया है।',
      'कृपया सदस्य केंद्र में पुष्टि करें कि आपको यह राशि मिली या नहीं। {minutes} मिनट में उत्तर न मिलने पर इसे प्राप्त माना जाएगा।',
    ],
  },
  smsCode: '{brand}: आपका सत्यापन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
  smsNotice: '{brand}: {what} अगर यह आप नहीं थे, तो तुरंत ग्राहक सेवा से संपर्क करें और अपना पासवर्ड बदलें।',
};

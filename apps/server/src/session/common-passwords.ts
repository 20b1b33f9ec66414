/**
 * Common passwords that force a change at login (DECISIONS D2; ASVS V6.2.4). A short list of the most used
 * passwords, 123456 first (spec section 9). Compared case-insensitively.
 */
const LIST = `123456 123456789 12345678 password qwerty123 qwerty 12345 1234567 111111 123123 1234567890 000000 abc123
password1 1234 iloveyou 1q2w3e4r 123321 qwertyuiop 654321 666666 555555 987654321 7777777 112233 121212 123qwe
1qaz2wsx zxcvbnm asdfghjkl admin admin123 welcome letmein monkey dragon football baseball sunshine princess
passw0rd p@ssw0rd 11111111 88888888 00000000 12341234 147258369 a123456 aa123456 abcd1234 password123 qwe123
1q2w3e 159753 123654 999999 222222 333333 444444 777777 888888 asdf1234 q1w2e3r4 secret changeme master
bangladesh pakistan india dhaka`;

const SET = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password is on the common list. */
export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}

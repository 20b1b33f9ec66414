/**
 * Encrypted request bodies (docs/decisions.md D13): JWE compact serialisation, RSA-OAEP-256 key wrap + A256GCM content
 * encryption, with jose. The browser fetches the public JWK from GET /wps/crypto/publicKey and sends
 * `{ "jwe": "<compact>" }` (or the compact string with Content-Type application/jose). The key pair comes from
 * `JWE_PRIVATE_KEY` (PKCS#8 PEM), else from `<dataDir>/jwe-private.pem`, else is generated (and saved there).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compactDecrypt,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  calculateJwkThumbprint,
  type JWK,
  CompactEncrypt,
  importJWK,
} from 'jose';
import { fail } from '../errors.ts';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

export interface JweKeys {
  kid: string;
  publicJwk: JWK;
  /** Decrypts a compact JWE to its JSON object. @throws DECRYPTION_FAILED */
  decrypt(compact: string): Promise<Record<string, unknown>>;
}

/** Loads or creates the key pair. */
export async function loadJweKeys(opts: { pem?: string; dataDir?: string }): Promise<JweKeys> {
  let pem = opts.pem;
  const file = opts.dataDir ? join(opts.dataDir, 'jwe-private.pem') : undefined;
  if (!pem && file && existsSync(file)) pem = readFileSync(file, 'utf8');
  let privateKey: CryptoKey;
  if (pem) {
    privateKey = await importPKCS8(pem, JWE_ALG, { extractable: true });
  } else {
    const pair = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
    privateKey = pair.privateKey;
    if (file) {
      mkdirSync(opts.dataDir!, { recursive: true });
      writeFileSync(file, await exportPKCS8(privateKey), { mode: 0o600 });
    }
  }
  const priv = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: priv.kty, n: priv.n, e: priv.e, alg: JWE_ALG, use: 'enc' };
  const kid = await calculateJwkThumbprint(publicJwk);
  publicJwk.kid = kid;
  return {
    kid,
    publicJwk,
    async decrypt(compact) {
      try {
        const { plaintext } = await compactDecrypt(compact, privateKey, {
          keyManagementAlgorithms: [JWE_ALG],
          contentEncryptionAlgorithms: [JWE_ENC],
        });
        const value = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          throw new Error('not an object');
        return value as Record<string, unknown>;
      } catch {
        throw fail('DECRYPTION_FAILED');
      }
    },
  };
}

/** Encrypts a JSON body for the server (what the browser does; used by tests). */
export async function encryptFor(publicJwk: JWK, body: unknown): Promise<string> {
  const key = await importJWK(publicJwk, JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid: publicJwk.kid })
    .encrypt(key);
}

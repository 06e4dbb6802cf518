import { createPrivateKey } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import forge from 'node-forge';

export interface TestCertificate {
  /** The PKCS#12 file (private key + certificate), 3DES as office certificates usually come. */
  p12: Buffer;
  password: string;
  certPem: string;
  keyPem: string;
  publicKeyPem: string;
  subjectCn: string;
  notAfter: Date;
}

/**
 * A self-signed RSA certificate of its own (tests make theirs: no file is shipped), with IP SANs for loopback.
 * node-forge now and then writes a key integer with a needless leading zero byte, which OpenSSL refuses ('illegal
 * padding') as TLS key or inside the PKCS#12: such a key is made again, so a test never fails on a bad draw.
 */
export function makeCertificate(cn: string, password: string, opts: { serverFor127?: boolean; days?: number } = {}): TestCertificate {
  for (;;) {
    const made = makeOnce(cn, password, opts);
    try {
      createPrivateKey(made.keyPem);
      createSecureContext({ pfx: made.p12, passphrase: password });
      return made;
    } catch {
      // A key OpenSSL will not read: draw another.
    }
  }
}

function makeOnce(cn: string, password: string, opts: { serverFor127?: boolean; days?: number }): TestCertificate {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + (opts.days ?? 365) * 86_400_000);
  const attrs = [
    { name: 'commonName', value: cn },
    { name: 'countryName', value: 'PY' },
    { name: 'organizationName', value: cn },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  const extensions: object[] = [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true }];
  if (opts.serverFor127) extensions.push({ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }, { name: 'extKeyUsage', serverAuth: true });
  else extensions.push({ name: 'extKeyUsage', clientAuth: true });
  cert.setExtensions(extensions);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    password,
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
    publicKeyPem: forge.pki.publicKeyToPem(keys.publicKey),
    subjectCn: cn,
    notAfter: cert.validity.notAfter,
  };
}

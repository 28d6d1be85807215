/**
 * No SSN at rest (docs/security.md): a bureau provider's raw response is kept for the record, but not
 * its SSNs or full account numbers. This masks them in the XML text before it is stored, in both shapes
 * a MISMO credit response comes in: 2.x attributes (`_SSN="123456789"`, `SSN`, `_AccountIdentifier`) and
 * 3.x elements (`<TaxpayerIdentifierValue>`, `<CreditLiabilityAccountIdentifier>`, namespace prefixes
 * allowed). Every letter and digit but the last four becomes X ('XXXXX6789', 'XXX-XX-6789'), as bureaus
 * print them. Anything else shaped like an SSN (ddd-dd-dddd) is masked wherever it appears. Pure text in,
 * text out: the mapper reads the response before it is masked, and can read it after.
 */

/** Attribute and element names (without a namespace prefix) whose value is an SSN or an account number. */
const SENSITIVE_NAME = /^(?:_?SSN\w*|\w*SocialSecurityNumber|TaxpayerIdentifierValue|_?TaxpayerIdentifier|\w*AccountIdentifier|\w*AccountNumber)$/i;
/** Names that describe such a value without holding it ('TaxpayerIdentifierType="SocialSecurityNumber"'). */
const DESCRIPTIVE = /(?:Type|Description|Indicator|Count)$/i;

const isSensitive = (qualifiedName: string) => {
  const name = qualifiedName.includes(':') ? qualifiedName.slice(qualifiedName.indexOf(':') + 1) : qualifiedName;
  return SENSITIVE_NAME.test(name) && !DESCRIPTIVE.test(name);
};

/** Masks all letters and digits but the last four. */
export function maskAllButLastFour(value: string): string {
  let keep = 4;
  const chars = [...value];
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[A-Za-z0-9]/.test(chars[i]!)) continue;
    if (keep > 0) keep--;
    else chars[i] = 'X';
  }
  return chars.join('');
}

const ATTRIBUTE = /(\s)([\w.:-]+)(\s*=\s*)(["'])([^"']*)\4/g;
const ELEMENT = /<([\w.:-]+)(\s[^<>]*)?>([^<]*)<\/\1\s*>/g;
const SSN_SHAPED = /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/g;

export function redactCreditResponse(xml: string): string {
  return xml
    .replace(ATTRIBUTE, (all, space: string, name: string, eq: string, quote: string, value: string) =>
      isSensitive(name) ? `${space}${name}${eq}${quote}${maskAllButLastFour(value)}${quote}` : all,
    )
    .replace(ELEMENT, (all, name: string, attrs: string | undefined, text: string) =>
      isSensitive(name) ? `<${name}${attrs ?? ''}>${maskAllButLastFour(text)}</${name}>` : all,
    )
    .replace(SSN_SHAPED, (ssn) => maskAllButLastFour(ssn));
}

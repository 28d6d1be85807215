import { describe, expect, it } from 'vitest';
import { mapCreditResponse } from '../../../lambdas/adapters/credit/mismo.js';
import { SandboxBureauProvider } from '../../../lambdas/adapters/credit/sandbox.js';
import { maskAllButLastFour, redactCreditResponse } from '../../../lambdas/domain/redact-credit-response.js';

/** A sentinel SSN (900-xx-xxxx is never issued) and a full account number, as a provider might return them. */
const SSN = '900123456';
const ACCOUNT = '4111222233334444';

/** A MISMO 2.4 response in the attribute style, echoing the SSN in the request's and each file's borrower. */
const mismo24 = `<?xml version="1.0" encoding="UTF-8"?>
<RESPONSE_GROUP MISMOVersionID="2.4">
  <RESPONSE><RESPONSE_DATA><CREDIT_RESPONSE MISMOVersionID="2.4" CreditResponseID="CR1">
    <BORROWER BorrowerID="B1" _FirstName="PAT" _LastName="TYPICAL" _SSN="${SSN}" SSN='900-12-3456' _BirthDate="1985-04-12"/>
    <CREDIT_FILE CreditFileID="F1" BorrowerID="B1" CreditRepositorySourceType="TransUnion" _ResultStatusType="FileReturned">
      <_BORROWER _FirstName="PAT" _LastName="TYPICAL" _SSN="${SSN}" _BirthDate="1985-04-12"/>
    </CREDIT_FILE>
    <CREDIT_LIABILITY CreditLiabilityID="L1" _AccountIdentifier="${ACCOUNT}" _UnpaidBalanceAmount="1200" _AccountOpenedDate="2019-01-01">
      <_CREDITOR _Name="CAPITAL ONE"/>
    </CREDIT_LIABILITY>
    <CREDIT_COMMENT _Type="ConsumerStatement"><_Text>My SSN 900-12-3456 was used by someone else.</_Text></CREDIT_COMMENT>
  </CREDIT_RESPONSE></RESPONSE_DATA></RESPONSE>
</RESPONSE_GROUP>`;

/** A MISMO 3.4 response in the element style, with a namespace prefix on some elements. */
const mismo34 = `<?xml version="1.0" encoding="UTF-8"?>
<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas" xmlns:m="http://www.mismo.org/residential/2009/schemas">
  <DEAL_SETS><DEAL_SET><DEALS><DEAL><PARTIES><PARTY><ROLES><ROLE><BORROWER/></ROLE></ROLES>
    <TAXPAYER_IDENTIFIERS><TAXPAYER_IDENTIFIER>
      <TaxpayerIdentifierType>SocialSecurityNumber</TaxpayerIdentifierType>
      <TaxpayerIdentifierValue>${SSN}</TaxpayerIdentifierValue>
    </TAXPAYER_IDENTIFIER></TAXPAYER_IDENTIFIERS>
  </PARTY></PARTIES>
  <SERVICES><SERVICE><CREDIT><CREDIT_RESPONSE><CREDIT_LIABILITIES><CREDIT_LIABILITY>
    <CREDIT_LIABILITY_DETAIL>
      <m:CreditLiabilityAccountIdentifier>${ACCOUNT}</m:CreditLiabilityAccountIdentifier>
      <CreditLiabilityUnpaidBalanceAmount>1200</CreditLiabilityUnpaidBalanceAmount>
    </CREDIT_LIABILITY_DETAIL>
  </CREDIT_LIABILITY></CREDIT_LIABILITIES></CREDIT_RESPONSE></CREDIT></SERVICE></SERVICES>
  </DEAL></DEALS></DEAL_SET></DEAL_SETS>
</MESSAGE>`;

describe('redactCreditResponse', () => {
  it('masks all but the last four of a value, keeping its separators', () => {
    expect(maskAllButLastFour('900123456')).toBe('XXXXX3456');
    expect(maskAllButLastFour('900-12-3456')).toBe('XXX-XX-3456');
    expect(maskAllButLastFour('XXXXXXXXXXXX4444')).toBe('XXXXXXXXXXXX4444');
    expect(maskAllButLastFour('123')).toBe('123');
  });

  it('masks SSNs and account numbers in MISMO 2.x attributes (either quote) and anything SSN-shaped in text', () => {
    const out = redactCreditResponse(mismo24);
    expect(out).not.toContain(SSN);
    expect(out).not.toContain('900-12-3456');
    expect(out).not.toContain(ACCOUNT);
    expect(out.match(/_SSN="XXXXX3456"/g)).toHaveLength(2);
    expect(out).toContain("SSN='XXX-XX-3456'");
    expect(out).toContain('_AccountIdentifier="XXXXXXXXXXXX4444"');
    expect(out).toContain('My SSN XXX-XX-3456 was used');
    // Everything else is as received.
    expect(out).toContain('_BirthDate="1985-04-12"');
    expect(out).toContain('_UnpaidBalanceAmount="1200"');
  });

  it('masks them in MISMO 3.4 elements, namespace prefixes included, and leaves the identifier’s type alone', () => {
    const out = redactCreditResponse(mismo34);
    expect(out).not.toContain(SSN);
    expect(out).not.toContain(ACCOUNT);
    expect(out).toContain('<TaxpayerIdentifierValue>XXXXX3456</TaxpayerIdentifierValue>');
    expect(out).toContain('<m:CreditLiabilityAccountIdentifier>XXXXXXXXXXXX4444</m:CreditLiabilityAccountIdentifier>');
    expect(out).toContain('<TaxpayerIdentifierType>SocialSecurityNumber</TaxpayerIdentifierType>');
    expect(out).toContain('<CreditLiabilityUnpaidBalanceAmount>1200</CreditLiabilityUnpaidBalanceAmount>');
  });

  it('leaves a sandbox response the mapper can still read, to the same file', async () => {
    const report = await new SandboxBureauProvider().pull({
      firstName: 'Pat',
      lastName: 'Typical',
      ssn: SSN,
      dateOfBirth: '1985-04-12',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    }, '2026-11-23T12:00:00.000Z');
    // TransUnion's copy carries whole account numbers: stored, they are masked.
    expect(report.raw).toMatch(/_AccountIdentifier="\d{16}"/);
    const redacted = redactCreditResponse(report.raw);
    expect(redacted).not.toMatch(/_AccountIdentifier="\d{5,}/);
    expect(mapCreditResponse(redacted, report.file.pulledAt, 'sandbox')).toEqual(report.file);
  });
});

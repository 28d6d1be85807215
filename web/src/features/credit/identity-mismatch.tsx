import { Alert, List } from '@mantine/core';
import type { CreditReportView } from '@contract/credit';
import { mismatchLines } from '@contract/credit-messages';
import { identityMessages } from '@contract/identity-messages';

/**
 * A report whose bureau file names someone else (name, date of birth, SSN last four or address differ from the
 * verified identity): said plainly, with what differs at which bureau. The server does not analyse it and has
 * put the case on the staff desk.
 */
export function IdentityMismatchAlert({ report }: { report: Pick<CreditReportView, 'identityMismatches'> }) {
  const mismatches = report.identityMismatches ?? [];
  if (mismatches.length === 0) return null;
  return (
    <Alert color="orange" role="alert" title={identityMessages.mismatchNoteTitle} data-testid="credit-identity-mismatch">
      {identityMessages.mismatchClient}
      <List size="sm" mt="xs">
        {mismatchLines(mismatches).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
